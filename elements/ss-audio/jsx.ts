import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { audioAttributes } from './attributes.ts'
import type { SsAudio } from './element.ts'
import type { AudioEventMap } from './index.ts'
import type { AudioConfig } from './schema.ts'

/** `<ss-audio>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-audio': SsElementJsxProps<SsAudio, AudioConfig, typeof audioAttributes, AudioEventMap>
    }
  }
}
