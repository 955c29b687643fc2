import { html, nothing } from 'lit-html'
import { pageContext } from '../../core/context/page-context.ts'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import { configAreaUrl } from '../../core/runtime/config-area.ts'
import { announcementFingerprint, rememberDismissal, wasDismissed } from './dismissal.ts'
import { mayEditSite } from '../../core/context/may-edit-site.ts'
import type { AnnouncementBarConfig, AnnouncementBarMethods } from './schema.ts'

/**
 * The bar around the light-DOM announcement, with a close button and, for accounts that may edit the site, a
 * link to edit it in the configuration area. It shows unless the page context's `showAnnouncementBar` is
 * false, it has nothing to show this visitor, or this visitor closed this very announcement before. lit-html:
 * every page of a site may carry it.
 */
export function announcementBarView(host: ElementHost<AnnouncementBarMethods>): LitView<AnnouncementBarConfig, AnnouncementBarMethods> {
  const element = host.element
  const context = pageContext()
  const fingerprint = () =>
    announcementFingerprint(
      [element.textContent ?? '', ...Array.from(element.querySelectorAll('a'), (link) => link.href)].join('|').replace(/\s+/g, ' ').trim(),
    )
  const mayEdit = mayEditSite(context)
  // The bar the runtime adds for `showAnnouncementBar` is empty: only an editor has something in it, the trigger.
  const empty = !mayEdit && (element.textContent ?? '').trim() === ''
  element.hidden = context.showAnnouncementBar === false || empty || wasDismissed(fingerprint())

  const close = () => {
    if (element.hidden) return
    rememberDismissal(fingerprint())
    element.hidden = true
    host.emit('ss-announcement-close')
  }

  return {
    render: (config) => html`
      <div part="base" role="region" aria-label="Announcement">
        <div part="content"><slot></slot></div>
        ${mayEdit
          ? html`<a part="owner-trigger" href=${configAreaUrl(location)}>Edit announcement bar</a>`
          : nothing}
        ${config.dismissible
          ? html`<button part="close-button" type="button" aria-label="Close announcement" @click=${close}>
              <span aria-hidden="true">×</span>
            </button>`
          : nothing}
      </div>
    `,
    methods: { close },
  }
}
