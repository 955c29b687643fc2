import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { memberAreaAttributes } from './attributes.ts'
import type { SsMemberArea } from './element.ts'
import type { MemberAreaConfig } from './schema.ts'

/** `<ss-member-area>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-member-area': SsElementJsxProps<SsMemberArea, MemberAreaConfig, typeof memberAreaAttributes, Record<never, CustomEvent>>
    }
  }
}
