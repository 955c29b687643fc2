import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { announcementBarAttributes } from './attributes.ts'
import { SsAnnouncementBar } from './element.ts'
import type { AnnouncementBarConfig } from './schema.ts'

SsAnnouncementBar.define()

export { SsAnnouncementBar }

export interface AnnouncementBarEventMap {
  'ss-announcement-close': CustomEvent<undefined>
}

declare global {
  interface HTMLElementTagNameMap {
    'ss-announcement-bar': SsAnnouncementBar
  }
  interface GlobalEventHandlersEventMap extends AnnouncementBarEventMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-announcement-bar': SsElementJsxProps<SsAnnouncementBar, AnnouncementBarConfig, typeof announcementBarAttributes, AnnouncementBarEventMap>
    }
  }
}
