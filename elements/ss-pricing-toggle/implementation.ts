import { litImplementation } from '../../core/element/lit-implementation.ts'
import { pricingToggleView } from './pricing-toggle-view.ts'
import { pricingToggleBlockSchema } from './schema.ts'
import { pricingToggleStyles } from './styles.ts'

export default litImplementation({ schema: pricingToggleBlockSchema, view: pricingToggleView, styles: pricingToggleStyles })
