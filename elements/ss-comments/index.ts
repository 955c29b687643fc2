import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { commentsAttributes } from './attributes.ts'
import { SsComments } from './element.ts'
import type { CommentsConfig } from './schema.ts'

SsComments.define()

export { SsComments }

export interface CommentsEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-comments': SsComments
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-comments': SsElementJsxProps<SsComments, CommentsConfig, typeof commentsAttributes, CommentsEventMap>
    }
  }
}
