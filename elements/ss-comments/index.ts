import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { commentsAttributes } from './attributes.ts'
import { SsComments } from './element.ts'
import type { CommentsActivateDetail, CommentsConfig } from './schema.ts'

SsComments.define()

export { SsComments }
export type { CommentsActivateDetail }

export interface CommentsEventMap {
  'ss-comments-activate': CustomEvent<CommentsActivateDetail>
}

declare global {
  interface HTMLElementTagNameMap {
    'ss-comments': SsComments
  }
  interface GlobalEventHandlersEventMap extends CommentsEventMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-comments': SsElementJsxProps<SsComments, CommentsConfig, typeof commentsAttributes, CommentsEventMap>
    }
  }
}
