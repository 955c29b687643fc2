import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { pageContext } from '../context/page-context.ts'
import type { ElementHost } from '../element/element-host.ts'
import { reportError } from '../reporting/error-reporter.ts'
import type { WidgetRenderedDetail } from './widget-events.ts'
import { requestWidgetRendering, widgetPageSize, widgetRenderingForm, type WidgetRequest } from './widget-rendering.ts'

/** How near the viewport a block must come before its rendering is requested. */
export const WIDGET_LOAD_MARGIN = '200px'

/**
 * `fallback`: the light DOM shows, nothing asked yet; `loading`: the request is out; `rendered`: the server's
 * HTML shows; `failed`: the request failed and the light DOM shows.
 */
export type WidgetState = 'fallback' | 'loading' | 'rendered' | 'failed'

/**
 * Where the block stands, and the server's HTML (sanitised, as nodes) while there is some to show: a newer
 * request leaves the older answer in place until its own arrives.
 */
type Rendering =
  | { state: 'fallback' | 'failed'; content?: undefined }
  | { state: 'loading'; content?: DocumentFragment }
  | { state: 'rendered'; content: DocumentFragment; type: string }

/** What the block's HTML is worth sending for: a page context that names the website (read on a server too). */
const pageNamesWebsite = (element: Element) => Boolean(pageContext(element.ownerDocument).website?.id)

/** How the server lays out its items: a list of events one below the other, or a grid of square pictures. */
export type WidgetLayout = 'summary' | 'feed'

export interface WidgetViewProps {
  host: ElementHost<object>
  /** The request the block's configuration makes; a change of it asks again. */
  widget: WidgetRequest
  layout: WidgetLayout
}

/**
 * What `<ss-social-feed>` and `<ss-summary>` draw: the light DOM (the fallback) until the block has come near
 * the viewport and the server has rendered it, then that HTML, sanitised, in the shadow root. A failure keeps
 * the fallback, is logged and reported, and throws nothing. The state shows on the host as `data-state` while
 * the component is mounted.
 */
export function WidgetView({ host, widget, layout }: WidgetViewProps) {
  const element = host.element
  const near = useNearViewportOnce(element)
  const [rendering, setRendering] = useState<Rendering>({ state: 'fallback' })
  const form = JSON.stringify(widgetRenderingForm(widget))

  useEffect(() => {
    if (!near || !pageNamesWebsite(element)) return
    const controller = new AbortController()
    setRendering(({ content }) => ({ state: 'loading', content }))
    showRendering(widget, controller.signal).then(
      (content) => {
        if (!controller.signal.aborted) setRendering({ state: 'rendered', content, type: widget.type })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        const cause = error instanceof Error ? error : new Error(String(error))
        const failure = new Error(`<${element.localName}> keeps its fallback content: ${cause.message}`, { cause })
        console.error(`ss-elements: ${failure.message}`)
        reportError(failure)
        setRendering({ state: 'failed' })
      },
    )
    return () => controller.abort()
    // `form` stands for `widget`: a configuration that asks for the same thing does not ask again.
  }, [near, form, element])

  useLayoutEffect(() => element.setAttribute('data-state', rendering.state), [element, rendering.state])
  useLayoutEffect(() => () => element.removeAttribute('data-state'), [element])
  useLayoutEffect(() => {
    if (rendering.state === 'rendered') host.emit<WidgetRenderedDetail>('ss-widget-rendered', { type: rendering.type })
  }, [host, rendering])

  const shown = rendering.content ? <ServerHtml content={rendering.content} /> : <slot />
  const reserved = pageNamesWebsite(element) ? widgetPageSize(widget.value) : undefined
  if (reserved === undefined) return shown
  return (
    <div part="box">
      <ReservedItems layout={layout} count={reserved} />
      {shown}
    </div>
  )
}

/**
 * The room the server's answer will take, known before it comes (on the server too): `count` empty items laid
 * out as the server lays its own, under the fallback and then under the answer, so that neither moves what follows.
 */
function ReservedItems({ layout, count }: { layout: WidgetLayout; count: number }) {
  return (
    <ul part="reserve" className={`${layout}-items`} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={`${layout}-item`} />
      ))}
    </ul>
  )
}

/** Asks for the server's HTML and resolves with it sanitised, as nodes. */
async function showRendering(widget: WidgetRequest, signal: AbortSignal): Promise<DocumentFragment> {
  // The sanitiser (DOMPurify) loads beside the first request: a page whose blocks never ask never loads it.
  const [markup, { sanitizeHtmlToFragment }] = await Promise.all([
    requestWidgetRendering(widget, { signal, onFailure: () => {} }),
    import('../html/sanitize-html.ts'),
  ])
  return sanitizeHtmlToFragment(markup)
}

/** The sanitised nodes in the content box: inserted as they are, never serialised and parsed again. */
function ServerHtml({ content }: { content: DocumentFragment }) {
  const box = useRef<HTMLDivElement>(null)
  // A copy, so that the nodes can be inserted again should the box be drawn anew.
  useLayoutEffect(() => box.current!.replaceChildren(content.cloneNode(true)), [content])
  return <div part="content" ref={box} />
}

/** Whether `element` has come within `WIDGET_LOAD_MARGIN` of the viewport; once it has, it stays true. */
function useNearViewportOnce(element: Element): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    if (near) return
    const observer = new IntersectionObserver((entries) => setNear(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: WIDGET_LOAD_MARGIN,
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, near])
  return near
}
