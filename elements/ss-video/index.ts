import { SsVideo } from './element.ts'
import * as implementation from './implementation.ts'

SsVideo.provide(implementation)
SsVideo.define()

export { SsVideo }

export interface VideoEventMap {
  'ss-video-play': CustomEvent<void>
  'ss-video-pause': CustomEvent<void>
}

declare global {
  interface HTMLElementTagNameMap {
    'ss-video': SsVideo
  }
  interface GlobalEventHandlersEventMap extends VideoEventMap {}
}
