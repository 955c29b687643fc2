import { SsTextHighlight } from './element.ts'

SsTextHighlight.define()

export { SsTextHighlight }

/** The text highlight fires no event of its own; `ss-error` is every element's. */
export interface TextHighlightEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-text-highlight': SsTextHighlight
  }
}
