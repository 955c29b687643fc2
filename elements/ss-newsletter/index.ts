import { SsNewsletter } from './element.ts'

SsNewsletter.define()

export { SsNewsletter }

declare global {
  interface HTMLElementTagNameMap {
    'ss-newsletter': SsNewsletter
  }
}
