import { SsScaledText } from './element.ts'

SsScaledText.define()

export { SsScaledText }

declare global {
  interface HTMLElementTagNameMap {
    'ss-scaled-text': SsScaledText
  }
}
