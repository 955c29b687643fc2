import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { marqueeAttributes } from './attributes.ts'
import { SsMarquee } from './element.ts'
import type { MarqueeConfig } from './schema.ts'

SsMarquee.define()

export { SsMarquee }

/** The marquee fires no event of its own; `ss-error` is every element's. */
export interface MarqueeEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-marquee': SsMarquee
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-marquee': SsElementJsxProps<SsMarquee, MarqueeConfig, typeof marqueeAttributes, MarqueeEventMap>
    }
  }
}
