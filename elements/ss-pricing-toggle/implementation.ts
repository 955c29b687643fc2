import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { PricingToggle } from './PricingToggle.tsx'
import { pricingToggleBlockSchema } from './schema.ts'
import { pricingToggleStyles } from './styles.ts'

export default reactImplementation({ schema: pricingToggleBlockSchema, component: PricingToggle, styles: pricingToggleStyles })
