import { html, nothing } from 'lit-html'
import { pageContext } from '../../core/context/page-context.ts'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import { configAreaUrl } from '../../core/runtime/config-area.ts'
import { mayEditSite } from '../ss-announcement-bar/may-edit.ts'
import type { LicensedAssetsBarConfig } from './schema.ts'

/** The message, naming the number of assets when it is known. */
export function licensedAssetsMessage(count: number | undefined): string {
  if (count === undefined) return 'This site uses licensed assets that have not been paid for yet.'
  return `This site uses ${count} licensed ${count === 1 ? 'asset' : 'assets'} that ${count === 1 ? 'has' : 'have'} not been paid for yet.`
}

/**
 * A notice for the people who may edit the site, and for no one else: the site uses licensed assets without a
 * licence. It has no light DOM, so a visitor never sees it, with or without script. lit-html: a line of text.
 */
export function licensedAssetsBarView(host: ElementHost<object>): LitView<LicensedAssetsBarConfig> {
  const mayEdit = mayEditSite(pageContext())
  return {
    render(config) {
      host.element.hidden = !mayEdit || config.count === 0
      if (host.element.hidden) return nothing
      return html`
        <div part="base" role="region" aria-label="Licensed assets">
          <p part="message">${licensedAssetsMessage(config.count)}</p>
          <a part="link" href=${configAreaUrl(location)}>Review licences</a>
        </div>
      `
    },
  }
}
