import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { badgeAttributes } from './attributes.ts'
import { SsBadge } from './element.ts'
import type { BadgeConfig } from './schema.ts'

SsBadge.define()

export { SsBadge }

export interface BadgeEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-badge': SsBadge
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-badge': SsElementJsxProps<SsBadge, BadgeConfig, typeof badgeAttributes, BadgeEventMap>
    }
  }
}
