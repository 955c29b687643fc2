import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { MobileInfoBar } from './MobileInfoBar.tsx'
import { mobileInfoBarBlockSchema } from './schema.ts'
import { mobileInfoBarStyles } from './styles.ts'

export default reactImplementation({ schema: mobileInfoBarBlockSchema, component: MobileInfoBar, styles: mobileInfoBarStyles })
