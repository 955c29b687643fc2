import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { shareAttributes } from './attributes.ts'
import type { SsShare } from './element.ts'
import type { ShareEventMap } from './index.ts'
import type { ShareConfig } from './schema.ts'

/** `<ss-share>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-share': SsElementJsxProps<SsShare, ShareConfig, typeof shareAttributes, ShareEventMap>
    }
  }
}
