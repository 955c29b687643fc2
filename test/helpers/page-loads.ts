import { HTML_PAGE_PATH } from '../wtr/html-page-plugin.mjs'

/** A page opened by `openPage()`, in an iframe of the test page. */
export interface OpenedPage {
  frame: HTMLIFrameElement
  window: Window
  document: Document
  /**
   * Every request the page has made so far, as the browser's Resource Timing of the frame lists them: the
   * page's own address excluded, same-origin ones as path and query (`/dist/autoloader.js`), others whole.
   * Resource Timing lists a request once it has been answered.
   */
  requests(): string[]
  /** The requests for `.js` files among `requests()`, by path: the scripts the page fetched. */
  scripts(): string[]
  /** Resolves once the page has made no new request for `quietMs`. */
  settled(quietMs?: number): Promise<void>
  close(): void
}

/**
 * Opens a page made of `html` (a whole document: `<script type="module" src="/dist/…">` and markup) in an
 * iframe, at an http address of the test server's origin, and resolves once it has loaded and settled. The
 * page shares the test page's cookies, not its module map: each page loads the library afresh. `csp` sends the
 * page with that Content-Security-Policy header.
 */
export async function openPage(html: string, options: { csp?: string } = {}): Promise<OpenedPage> {
  const page = await (await fetch(HTML_PAGE_PATH, { method: 'POST', body: html })).text()
  const frame = document.createElement('iframe')
  frame.src = `${HTML_PAGE_PATH}?${new URLSearchParams({ page, ...(options.csp ? { csp: options.csp } : {}) })}`
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }))
  document.body.append(frame)
  await loaded
  const win = frame.contentWindow!
  const requests = () =>
    win.performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .map((url) => (url.origin === location.origin ? url.pathname + url.search : url.href))
  const opened: OpenedPage = {
    frame,
    window: win,
    document: frame.contentDocument!,
    requests,
    scripts: () => requests().filter((request) => new URL(request, location.origin).pathname.endsWith('.js')),
    settled: (quietMs = 300) => quiet(() => requests().length, quietMs),
    close: () => frame.remove(),
  }
  await opened.settled()
  return opened
}

const QUIET_TIMEOUT_MS = 10_000

/** Resolves once `count()` has not changed for `quietMs`. */
async function quiet(count: () => number, quietMs: number): Promise<void> {
  const deadline = performance.now() + QUIET_TIMEOUT_MS
  let last = count()
  let changedAt = performance.now()
  while (performance.now() - changedAt < quietMs) {
    if (performance.now() > deadline) throw new Error(`the page was still making requests after ${QUIET_TIMEOUT_MS} ms`)
    await new Promise((resolve) => setTimeout(resolve, 25))
    const now = count()
    if (now !== last) {
      last = now
      changedAt = performance.now()
    }
  }
}
