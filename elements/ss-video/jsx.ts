import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { videoAttributes } from './attributes.ts'
import type { SsVideo } from './element.ts'
import type { VideoEventMap } from './index.ts'
import type { VideoConfig } from './schema.ts'

/** `<ss-video>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-video': SsElementJsxProps<SsVideo, VideoConfig, typeof videoAttributes, VideoEventMap>
    }
  }
}
