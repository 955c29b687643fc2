import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { marqueeAttributes } from './attributes.ts'
import { SsMarquee } from './element.ts'
import type { MarqueeActivateDetail, MarqueeConfig } from './schema.ts'

SsMarquee.define()

export { SsMarquee }
export type { MarqueeActivateDetail }

export interface MarqueeEventMap {
  'ss-marquee-activate': CustomEvent<MarqueeActivateDetail>
}

declare global {
  interface HTMLElementTagNameMap {
    'ss-marquee': SsMarquee
  }
  interface GlobalEventHandlersEventMap extends MarqueeEventMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-marquee': SsElementJsxProps<SsMarquee, MarqueeConfig, typeof marqueeAttributes, MarqueeEventMap>
    }
  }
}
