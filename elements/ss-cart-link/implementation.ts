import { litImplementation } from '../../core/element/lit-implementation.ts'
import { cartLinkView } from './cart-link-view.ts'
import { cartLinkBlockSchema } from './schema.ts'
import { cartLinkStyles } from './styles.ts'

export default litImplementation({ schema: cartLinkBlockSchema, view: cartLinkView, styles: cartLinkStyles })
