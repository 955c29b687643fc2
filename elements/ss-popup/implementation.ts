import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { Popup } from './Popup.tsx'
import { popupBlockSchema } from './schema.ts'
import { popupStyles } from './styles.ts'

export default reactImplementation({ schema: popupBlockSchema, component: Popup, styles: popupStyles })
