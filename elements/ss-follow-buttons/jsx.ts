import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { followButtonsAttributes } from './attributes.ts'
import type { SsFollowButtons } from './element.ts'
import type { FollowButtonsEventMap } from './index.ts'
import type { FollowButtonsConfig } from './schema.ts'

/** `<ss-follow-buttons>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-follow-buttons': SsElementJsxProps<SsFollowButtons, FollowButtonsConfig, typeof followButtonsAttributes, FollowButtonsEventMap>
    }
  }
}
