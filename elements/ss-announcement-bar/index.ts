import { SsAnnouncementBar } from './element.ts'
import * as implementation from './implementation.ts'

SsAnnouncementBar.provide(implementation)
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
