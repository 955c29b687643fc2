import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { announcementBarAttributes } from './attributes.ts'
import type { SsAnnouncementBar } from './element.ts'
import type { AnnouncementBarEventMap } from './index.ts'
import type { AnnouncementBarConfig } from './schema.ts'

/** `<ss-announcement-bar>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-announcement-bar': SsElementJsxProps<SsAnnouncementBar, AnnouncementBarConfig, typeof announcementBarAttributes, AnnouncementBarEventMap>
    }
  }
}
