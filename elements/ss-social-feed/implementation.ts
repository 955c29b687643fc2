import { litImplementation } from '../../core/element/lit-implementation.ts'
import { blockIdOf } from '../../core/widgets/widget-rendering.ts'
import { widgetView } from '../../core/widgets/widget-view.ts'
import { widgetStyles } from '../../core/widgets/widget-styles.ts'
import { socialFeedBlockSchema, type SocialFeedConfig } from './schema.ts'

const socialFeedView = widgetView((config: SocialFeedConfig, element) => ({ type: config.type, id: blockIdOf(element), value: config }))

export default litImplementation({ schema: socialFeedBlockSchema, view: socialFeedView, styles: widgetStyles })
