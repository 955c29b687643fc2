import { SsAnnouncementBar } from './element.ts'

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
