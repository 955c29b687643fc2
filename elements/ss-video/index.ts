import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { videoAttributes } from './attributes.ts'
import { SsVideo } from './element.ts'
import type { VideoConfig } from './schema.ts'

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

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-video': SsElementJsxProps<SsVideo, VideoConfig, typeof videoAttributes, VideoEventMap>
    }
  }
}
