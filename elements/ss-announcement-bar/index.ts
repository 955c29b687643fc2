import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { announcementBarAttributes } from './attributes.ts'
import { SsAnnouncementBar } from './element.ts'
import type { AnnouncementBarActivateDetail, AnnouncementBarConfig } from './schema.ts'

SsAnnouncementBar.define()

export { SsAnnouncementBar }
export type { AnnouncementBarActivateDetail }

export interface AnnouncementBarEventMap {
  'ss-announcement-bar-activate': CustomEvent<AnnouncementBarActivateDetail>
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
