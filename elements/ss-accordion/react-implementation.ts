import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { accordionOf } from './Accordion.tsx'
import { ChildItems } from './ChildItems.tsx'
import implementation from './implementation.ts'

// `ss-elements/react`'s accordion draws its items from the app's children: pages of the element never load that code.
export default reactImplementation({ ...implementation.definition, component: accordionOf(ChildItems), drawsLightDom: true })
