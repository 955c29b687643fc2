import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { commentsAttributes } from './attributes.ts'
import type { SsComments } from './element.ts'
import type { CommentsEventMap } from './index.ts'
import type { CommentsConfig } from './schema.ts'

/** `<ss-comments>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-comments': SsElementJsxProps<SsComments, CommentsConfig, typeof commentsAttributes, CommentsEventMap>
    }
  }
}
