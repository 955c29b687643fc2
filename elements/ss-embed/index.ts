import { SsEmbed } from './element.ts'

SsEmbed.define()

export { SsEmbed }

export interface EmbedEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-embed': SsEmbed
  }
}
