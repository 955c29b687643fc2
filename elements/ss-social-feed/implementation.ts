import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { widgetStyles } from '../../core/widgets/widget-styles.ts'
import { socialFeedBlockSchema } from './schema.ts'
import { SocialFeed } from './SocialFeed.tsx'

export default reactImplementation({ schema: socialFeedBlockSchema, component: SocialFeed, styles: widgetStyles })
