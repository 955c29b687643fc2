// Helpers for the browser tests of <ss-social-feed> and <ss-summary>, not a test: the `.test.ts` ending keeps
// them out of the published typings, and no runner picks them up (only *.browser.test.ts and *.unit.test.ts run).
import { resetPageContext } from '../context/page-context.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { WIDGET_RENDERING_URL } from './widget-rendering.ts'

/** One call to GetWidgetRendering as the server receives it. */
export interface WidgetCall {
  url: URL
  method: string
  /** The body is URLSearchParams, which fetch sends as `application/x-www-form-urlencoded`. */
  formEncoded: boolean
  form: Record<string, string>
  signal: AbortSignal | null | undefined
}

/** A fake answer to a widget call; undefined lets the call through to the reference server. */
export type WidgetReply = (call: WidgetCall) => Response | undefined | Promise<Response | undefined>

export interface RoutedWidgetCalls {
  calls: WidgetCall[]
  restore(): void
}

/** Records every call to GetWidgetRendering and answers it with `reply`; other requests go to the network. */
export function routeWidgetCalls(reply: WidgetReply = () => undefined): RoutedWidgetCalls {
  const realFetch = window.fetch
  const calls: WidgetCall[] = []
  window.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href)
    if (url.pathname !== WIDGET_RENDERING_URL) return realFetch(input, init)
    const formEncoded = init.body instanceof URLSearchParams
    const call: WidgetCall = {
      url,
      method: init.method ?? 'GET',
      formEncoded,
      form: formEncoded ? Object.fromEntries(init.body as URLSearchParams) : {},
      signal: init.signal,
    }
    calls.push(call)
    return (await reply(call)) ?? realFetch(input, init)
  }
  return { calls, restore: () => (window.fetch = realFetch) }
}

export const htmlAnswer = (html: string): WidgetReply => () => Response.json({ html })
export const statusAnswer = (status: number, body: unknown): WidgetReply => () => Response.json(body, { status })
export const networkDown: WidgetReply = () => Promise.reject(new TypeError('Failed to fetch'))

/** An answer that never comes: the call hangs until the data layer gives up on it. */
export const noAnswer: WidgetReply = (call) =>
  new Promise((_, reject) => call.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))))

/** Gives the page a context (`window.SS_CONTEXT`) and forgets the one read before; `{}` is a page without one. */
export function setPageContext(context: object): void {
  window.SS_CONTEXT = context
  resetPageContext()
}

export function clearPageContext(): void {
  delete window.SS_CONTEXT
  resetPageContext()
}

/** Puts `markup` on the page in a container of its own and waits for its widget element to draw. */
export async function mountWidget<T extends HTMLElement>(markup: string, selector = 'ss-social-feed, ss-summary'): Promise<{ element: T; container: HTMLElement }> {
  const container = document.createElement('div')
  container.innerHTML = markup
  document.body.append(container)
  const element = container.querySelector<T>(selector)!
  await waitFor(() => element.shadowRoot && !element.hasAttribute('data-ss-pending') && element.hasAttribute('data-state'), 'the widget to draw')
  return { element, container }
}

/** What the shadow root shows: the server's HTML, or null while the light DOM (the fallback) shows. */
export const renderedContent = (element: Element) => element.shadowRoot!.querySelector('[part~="content"]')

/** Whether the light DOM shows: the shadow root is a bare slot. */
export const showsFallback = (element: Element) => {
  const children = [...element.shadowRoot!.children]
  return children.length === 1 && children[0]!.localName === 'slot'
}

/**
 * Waits for the reference server (which the test harness builds and starts on the first /api/ request) and
 * returns the crumb it gives this page: the crumb it sends with a refused call.
 */
export async function referenceServerCrumb(): Promise<string> {
  document.cookie = 'crumb=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT'
  const deadline = performance.now() + 60_000
  for (;;) {
    const response = await fetch(WIDGET_RENDERING_URL, { method: 'POST' }).catch(() => undefined)
    const crumb = /(?:^|; )crumb=([^;]+)/.exec(document.cookie)?.[1]
    if (response?.status === 403 && crumb) return crumb
    if (performance.now() > deadline) throw new Error(`The reference server did not answer ${WIDGET_RENDERING_URL} within 60 s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * The block of `markup`'s height while its fallback shows, its call to the server held, and once the server's
 * answer shows in its place; the block and the routing are gone afterwards.
 */
export async function heightsBeforeAndAfterAnswer(markup: string): Promise<{ before: number; after: number }> {
  let release!: () => void
  const held = new Promise<undefined>((resolve) => (release = () => resolve(undefined)))
  const routed = routeWidgetCalls(() => held)
  let container: HTMLElement | undefined
  try {
    const rendered = new Promise((resolve) => document.addEventListener('ss-widget-rendered', resolve, { once: true }))
    const mounted = await mountWidget(markup)
    container = mounted.container
    const before = mounted.element.getBoundingClientRect().height
    release()
    await rendered
    return { before, after: mounted.element.getBoundingClientRect().height }
  } finally {
    routed.restore()
    container?.remove()
  }
}

/** Mounts an element's demo (`demo.html`) and waits until each widget in it has rendered or failed. */
export async function mountDemo(demoUrl: URL): Promise<HTMLElement> {
  const container = document.createElement('div')
  container.innerHTML = await (await fetch(demoUrl)).text()
  resetPageContext()
  document.body.append(container)
  const widgets = [...container.querySelectorAll<HTMLElement>('ss-social-feed, ss-summary')]
  await waitFor(() => widgets.every((widget) => ['rendered', 'failed'].includes(widget.dataset.state ?? '')), 'every demo widget to settle')
  return container
}
