import { SsBadge } from './element.ts'
import * as implementation from './implementation.ts'

SsBadge.provide(implementation)
SsBadge.define()

export { SsBadge }

export interface BadgeEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-badge': SsBadge
  }
}
