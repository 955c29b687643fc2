import { SsAudio } from './element.ts'
import * as implementation from './implementation.ts'

SsAudio.provide(implementation)
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
