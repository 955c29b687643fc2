import { html, nothing } from 'lit-html'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import type { ShareChannel, ShareConfig, ShareDetail, ShareNetwork } from './schema.ts'
import { httpUrl, NETWORK_NAMES, pageImage, pageUrl, shareLink, type SharedPage } from './share-links.ts'

export const COPIED_MESSAGE = 'Link copied'
export const COPY_FAILED_MESSAGE = 'Copy the link below'

const sharedPage = (config: ShareConfig): SharedPage => ({
  url: httpUrl(config.url) ?? pageUrl(),
  title: config.shareTitle ?? document.title,
  image: httpUrl(config.image) ?? pageImage(),
})

/**
 * The share block's view: a plain link per network, and one button, the device's share sheet where the
 * browser has one, else "Copy link". Nothing is requested until a visitor follows a link, so the view is
 * drawn with lit-html and a page with share links loads no React.
 */
export function shareView(host: ElementHost<object>, requestRender: () => void): LitView<ShareConfig> {
  let status = ''
  let showUrl = false
  const shared = (network: ShareChannel) => host.emit<ShareDetail>('ss-share', { network })

  const copy = async (page: SharedPage) => {
    // Emptied first, so that a second copy is announced again rather than left as unchanged text.
    status = ''
    requestRender()
    try {
      await navigator.clipboard.writeText(page.url)
      status = COPIED_MESSAGE
      showUrl = false
      shared('copy')
    } catch {
      status = COPY_FAILED_MESSAGE
      showUrl = true
    }
    requestRender()
    if (showUrl) host.element.shadowRoot!.querySelector<HTMLInputElement>('[part=url]')?.select()
  }

  const webShare = async (page: SharedPage) => {
    try {
      await navigator.share({ url: page.url, title: page.title })
      shared('web-share')
    } catch (error) {
      if ((error as Error).name !== 'AbortError') await copy(page)
    }
  }

  const link = (network: ShareNetwork, page: SharedPage) => {
    const email = network === 'email'
    return html`<li>
      <a
        part="link"
        data-network=${network}
        href=${shareLink(network, page)}
        target=${email ? nothing : '_blank'}
        rel=${email ? nothing : 'noopener noreferrer'}
        @click=${() => shared(network)}
        ><span class="visually-hidden">${email ? 'Share by ' : 'Share on '}</span>${NETWORK_NAMES[network]}</a
      >
    </li>`
  }

  return {
    render(config) {
      const page = sharedPage(config)
      const canShare = typeof navigator.share === 'function'
      return html`<div part="base" role="group" aria-label=${config.label}>
        <ul part="list">
          ${config.networks.map((network) => link(network, page))}
          <li>
            <button part="button" type="button" @click=${() => (canShare ? webShare(page) : copy(page))}>
              ${canShare ? 'Share…' : 'Copy link'}
            </button>
          </li>
        </ul>
        <input part="url" readonly aria-label="Link to this page" .value=${page.url} ?hidden=${!showUrl} />
        <p part="status" role="status">${status}</p>
      </div>`
    },
  }
}
