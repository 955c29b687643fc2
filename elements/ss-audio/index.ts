import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { audioAttributes } from './attributes.ts'
import { SsAudio } from './element.ts'
import type { AudioActivateDetail, AudioConfig } from './schema.ts'

SsAudio.define()

export { SsAudio }
export type { AudioActivateDetail }

export interface AudioEventMap {
  'ss-audio-activate': CustomEvent<AudioActivateDetail>
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
