import { litImplementation } from '../../core/element/lit-implementation.ts'
import { tooltipBlockSchema } from './schema.ts'
import { tooltipStyles } from './styles.ts'
import { tooltipView } from './tooltip-view.ts'

export default litImplementation({ schema: tooltipBlockSchema, view: tooltipView, styles: tooltipStyles })
