import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { ProductPrice } from './ProductPrice.tsx'
import { productPriceBlockSchema } from './schema.ts'
import { productPriceStyles } from './styles.ts'

export default reactImplementation({ schema: productPriceBlockSchema, component: ProductPrice, styles: productPriceStyles })
