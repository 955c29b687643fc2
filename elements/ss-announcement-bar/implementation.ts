import { litImplementation } from '../../core/element/lit-implementation.ts'
import { announcementBarView } from './announcement-bar-view.ts'
import { announcementBarBlockSchema } from './schema.ts'
import { announcementBarStyles } from './styles.ts'

export default litImplementation({ schema: announcementBarBlockSchema, view: announcementBarView, styles: announcementBarStyles })
