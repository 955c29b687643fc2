import { SsBadge } from './element.ts'

SsBadge.define()

export { SsBadge }

export interface BadgeEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-badge': SsBadge
  }
}
