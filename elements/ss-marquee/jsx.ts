import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { marqueeAttributes } from './attributes.ts'
import type { SsMarquee } from './element.ts'
import type { MarqueeEventMap } from './index.ts'
import type { MarqueeConfig } from './schema.ts'

/** `<ss-marquee>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-marquee': SsElementJsxProps<SsMarquee, MarqueeConfig, typeof marqueeAttributes, MarqueeEventMap>
    }
  }
}
