import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { AnnouncementBar } from './AnnouncementBar.tsx'
import { announcementBarBlockSchema } from './schema.ts'
import { announcementBarStyles } from './styles.ts'

export default reactImplementation({ schema: announcementBarBlockSchema, component: AnnouncementBar, styles: announcementBarStyles })
