import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { embedAttributes } from './attributes.ts'
import { SsEmbed } from './element.ts'
import type { EmbedConfig } from './schema.ts'

SsEmbed.define()

export { SsEmbed }

export interface EmbedEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-embed': SsEmbed
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-embed': SsElementJsxProps<SsEmbed, EmbedConfig, typeof embedAttributes, EmbedEventMap>
    }
  }
}
