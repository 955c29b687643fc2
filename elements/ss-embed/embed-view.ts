import { html } from 'lit-html'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import { libraryPolicy } from '../../core/html/trusted-types.ts'
import { EMBED_MESSAGES, embedDocument, readEmbedMarkup, reportedHeight } from './embed-markup.ts'
import type { EmbedConfig } from './schema.ts'

/**
 * The embed: its markup in a frame sandboxed to scripts only. Without `allow-same-origin` the frame's document
 * has an opaque origin, so the author's script reaches neither this page, its storage nor its cookies; the only
 * thing the page takes from it is a checked height message. lit-html: the element only wraps one frame.
 * The frame's document goes through the library's Trusted Types policy: whatever it holds runs only in the sandbox.
 */
export function embedView(host: ElementHost<object>, requestRender: () => void): LitView<EmbedConfig> {
  const element = host.element
  const frame = () => element.shadowRoot?.querySelector('iframe')
  const onMessage = (event: MessageEvent) => {
    const target = frame()
    const height = reportedHeight(event.data)
    if (!target || event.source !== target.contentWindow || height === undefined) return
    target.style.height = `${height}px`
  }
  const contentObserver = new MutationObserver(requestRender)
  contentObserver.observe(element, { childList: true, subtree: true, characterData: true })
  window.addEventListener('message', onMessage)

  return {
    render(config) {
      const markup = readEmbedMarkup(element)
      if (markup.state !== 'ready') return html`<p part="message">${EMBED_MESSAGES[markup.state]}</p>`
      return html`<iframe part="frame" sandbox="allow-scripts" title=${config.label} .srcdoc=${libraryPolicy().createHTML(embedDocument(markup.html))}></iframe>`
    },
    disconnect() {
      contentObserver.disconnect()
      window.removeEventListener('message', onMessage)
    },
  }
}
