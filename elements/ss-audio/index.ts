import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { audioAttributes } from './attributes.ts'
import { SsAudio } from './element.ts'
import type { AudioConfig } from './schema.ts'

SsAudio.define()

export { SsAudio }

export interface AudioEventMap {
  'ss-audio-play': CustomEvent<void>
  'ss-audio-pause': CustomEvent<void>
}

declare global {
  interface HTMLElementTagNameMap {
    'ss-audio': SsAudio
  }
  interface GlobalEventHandlersEventMap extends AudioEventMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-audio': SsElementJsxProps<SsAudio, AudioConfig, typeof audioAttributes, AudioEventMap>
    }
  }
}
