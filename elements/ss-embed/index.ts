import { SsEmbed } from './element.ts'
import * as implementation from './implementation.ts'

SsEmbed.provide(implementation)
SsEmbed.define()

export { SsEmbed }

export interface EmbedEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-embed': SsEmbed
  }
}
