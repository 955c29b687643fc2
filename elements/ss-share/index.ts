import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { shareAttributes } from './attributes.ts'
import { SsShare } from './element.ts'
import type { ShareConfig, ShareDetail } from './schema.ts'

SsShare.define()

export { SsShare }
export type { ShareDetail }

export interface ShareEventMap {
  'ss-share': CustomEvent<ShareDetail>
}

declare global {
  interface HTMLElementTagNameMap {
    'ss-share': SsShare
  }
  interface GlobalEventHandlersEventMap extends ShareEventMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-share': SsElementJsxProps<SsShare, ShareConfig, typeof shareAttributes, ShareEventMap>
    }
  }
}
