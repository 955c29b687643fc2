import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { CartLink } from './CartLink.tsx'
import { cartLinkBlockSchema } from './schema.ts'
import { cartLinkStyles } from './styles.ts'

export default reactImplementation({ schema: cartLinkBlockSchema, component: CartLink, styles: cartLinkStyles })
