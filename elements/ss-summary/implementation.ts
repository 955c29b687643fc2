import { litImplementation } from '../../core/element/lit-implementation.ts'
import { blockIdOf } from '../../core/widgets/widget-rendering.ts'
import { widgetStyles } from '../../core/widgets/widget-styles.ts'
import { widgetView } from '../../core/widgets/widget-view.ts'
import { summaryBlockSchema, type SummaryConfig } from './schema.ts'

const summaryView = widgetView((config: SummaryConfig, element) => ({
  type: 'summary',
  id: blockIdOf(element),
  value: config,
  collectionId: config.collectionId,
}))

export default litImplementation({ schema: summaryBlockSchema, view: summaryView, styles: widgetStyles })
