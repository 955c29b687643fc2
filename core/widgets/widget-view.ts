import { html } from 'lit-html'
import { pageContext } from '../context/page-context.ts'
import type { ElementHost } from '../element/element-host.ts'
import type { LitView } from '../element/lit-implementation.ts'
import { reportError } from '../reporting/error-reporter.ts'
import type { WidgetRenderedDetail } from './widget-events.ts'
import { requestWidgetRendering, widgetRenderingForm, type WidgetRequest } from './widget-rendering.ts'

/** How near the viewport a block must come before its rendering is requested. */
export const WIDGET_LOAD_MARGIN = '200px'

/**
 * `fallback`: the light DOM shows, nothing asked yet; `loading`: the request is out; `rendered`: the server's
 * HTML shows; `failed`: the request failed and the light DOM shows.
 */
export type WidgetState = 'fallback' | 'loading' | 'rendered' | 'failed'

/** What the block's HTML is worth sending for: a page context that names the website. */
const pageNamesWebsite = () => Boolean(pageContext().website?.id)

/**
 * The view shared by `<ss-social-feed>` and `<ss-summary>`: the light DOM (the fallback) until the block has
 * come near the viewport and the server has rendered it, then that HTML, sanitised, in the shadow root. A
 * failure keeps the fallback, is logged and reported, and throws nothing. `describe` turns the configuration
 * into the request; the state shows on the host as `data-state` while the view is mounted.
 */
export function widgetView<Config>(describe: (config: Config, element: HTMLElement) => WidgetRequest) {
  return (host: ElementHost<object>, requestRender: () => void): LitView<Config> => {
    const element = host.element
    let wanted: WidgetRequest | undefined
    let requestedForm = ''
    let content: DocumentFragment | undefined
    let nearViewport = false
    let inFlight: AbortController | undefined

    const setState = (state: WidgetState) => element.setAttribute('data-state', state)
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        nearViewport = true
        send()
      },
      { rootMargin: WIDGET_LOAD_MARGIN },
    )

    function fail(cause: Error) {
      const error = new Error(`<${element.localName}> keeps its fallback content: ${cause.message}`, { cause })
      console.error(`ss-elements: ${error.message}`)
      reportError(error)
      content = undefined
      setState('failed')
      requestRender()
    }

    async function showRendering(widget: WidgetRequest, signal: AbortSignal) {
      // The sanitiser (DOMPurify) loads beside the first request: a page whose blocks never ask never loads it.
      const [markup, { sanitizeHtmlToFragment }] = await Promise.all([
        requestWidgetRendering(widget, { signal, onFailure: () => {} }),
        import('../html/sanitize-html.ts'),
      ])
      if (signal.aborted) return
      content = sanitizeHtmlToFragment(markup)
      setState('rendered')
      requestRender()
      host.emit<WidgetRenderedDetail>('ss-widget-rendered', { type: widget.type })
    }

    function send() {
      if (!nearViewport || !wanted || !pageNamesWebsite()) return
      const form = JSON.stringify(widgetRenderingForm(wanted))
      if (form === requestedForm) return
      requestedForm = form
      inFlight?.abort()
      const controller = (inFlight = new AbortController())
      setState('loading')
      showRendering(wanted, controller.signal).catch((error: unknown) => {
        if (!controller.signal.aborted) fail(error instanceof Error ? error : new Error(String(error)))
      })
    }

    setState('fallback')
    observer.observe(element)
    return {
      render(config) {
        wanted = describe(config, element)
        send()
        return content ? html`<div part="content">${content}</div>` : html`<slot></slot>`
      },
      disconnect() {
        observer.disconnect()
        inFlight?.abort()
        element.removeAttribute('data-state')
      },
    }
  }
}
