import { litImplementation } from '../../core/element/lit-implementation.ts'
import { productPriceView } from './product-price-view.ts'
import { productPriceBlockSchema } from './schema.ts'
import { productPriceStyles } from './styles.ts'

export default litImplementation({ schema: productPriceBlockSchema, view: productPriceView, styles: productPriceStyles })
