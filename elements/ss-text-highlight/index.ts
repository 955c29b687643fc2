import { SsTextHighlight } from './element.ts'
import * as implementation from './implementation.ts'

SsTextHighlight.provide(implementation)
SsTextHighlight.define()

export { SsTextHighlight }

/** The text highlight fires no event of its own; `ss-error` is every element's. */
export interface TextHighlightEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-text-highlight': SsTextHighlight
  }
}
