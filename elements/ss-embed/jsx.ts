import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { embedAttributes } from './attributes.ts'
import type { SsEmbed } from './element.ts'
import type { EmbedEventMap } from './index.ts'
import type { EmbedConfig } from './schema.ts'

/** `<ss-embed>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-embed': SsElementJsxProps<SsEmbed, EmbedConfig, typeof embedAttributes, EmbedEventMap>
    }
  }
}
