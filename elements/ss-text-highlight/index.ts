import { SsTextHighlight } from './element.ts'
import type { TextHighlightActivateDetail } from './schema.ts'

SsTextHighlight.define()

export { SsTextHighlight }
export type { TextHighlightActivateDetail }

export interface TextHighlightEventMap {
  'ss-text-highlight-activate': CustomEvent<TextHighlightActivateDetail>
}

declare global {
  interface HTMLElementTagNameMap {
    'ss-text-highlight': SsTextHighlight
  }
  interface GlobalEventHandlersEventMap extends TextHighlightEventMap {}
}
