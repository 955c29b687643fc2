import { html } from 'lit-html'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import { commentLink, commentsShortname } from './comment-link.ts'
import { countComments } from './count-script.ts'
import { whenCountIsDue } from './count-trigger.ts'
import type { CommentsConfig } from './schema.ts'

/** The element's link: the first one of its light DOM, or one it adds with `label` as its text. */
function lightDomLink(element: HTMLElement, label: string): HTMLAnchorElement {
  const existing = element.querySelector<HTMLAnchorElement>(':scope > a')
  if (existing) return existing
  const link = document.createElement('a')
  link.textContent = label
  return element.appendChild(link)
}

/**
 * The comments link's view. The link stays in the light DOM, where the comment service's count script (which
 * reads the page's document) finds it and writes the count into it; the shadow root only shows it. So it is
 * drawn with lit-html, and a page with comment links loads no React.
 */
export function commentsView(host: ElementHost<object>): LitView<CommentsConfig> {
  const element = host.element
  let stopWaiting: (() => void) | undefined
  return {
    render(config) {
      const shortname = commentsShortname()
      const { href, threadId } = commentLink(config, shortname)
      const link = lightDomLink(element, config.label)
      link.href = href
      if (threadId) link.dataset.disqusIdentifier = threadId
      else delete link.dataset.disqusIdentifier
      if (shortname) stopWaiting ??= whenCountIsDue(element, () => countComments(shortname))
      return html`<slot></slot>`
    },
    disconnect: () => stopWaiting?.(),
  }
}
