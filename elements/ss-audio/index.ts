import { SsAudio } from './element.ts'

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
