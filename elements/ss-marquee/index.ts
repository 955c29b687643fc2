import { SsMarquee } from './element.ts'
import * as implementation from './implementation.ts'

SsMarquee.provide(implementation)
SsMarquee.define()

export { SsMarquee }

/** The marquee fires no event of its own; `ss-error` is every element's. */
export interface MarqueeEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-marquee': SsMarquee
  }
}
