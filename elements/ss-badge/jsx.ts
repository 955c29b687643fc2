import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { badgeAttributes } from './attributes.ts'
import type { SsBadge } from './element.ts'
import type { BadgeEventMap } from './index.ts'
import type { BadgeConfig } from './schema.ts'

/** `<ss-badge>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-badge': SsElementJsxProps<SsBadge, BadgeConfig, typeof badgeAttributes, BadgeEventMap>
    }
  }
}
