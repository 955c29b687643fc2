import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { socialFeedAttributes } from './attributes.ts'
import type { SsSocialFeed } from './element.ts'
import type { SocialFeedEventMap } from './index.ts'
import type { SocialFeedConfig } from './schema.ts'

/** `<ss-social-feed>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-social-feed': SsElementJsxProps<SsSocialFeed, SocialFeedConfig, typeof socialFeedAttributes, SocialFeedEventMap>
    }
  }
}
