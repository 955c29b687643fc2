import type { RewriteHtml } from '../http/static-files.ts'

/** How the demo pages are sent: with their blocks rendered by `renderPage`, or as written for the browser to draw. */
export type PageRender = 'server' | 'client'
export const PAGE_RENDERS = ['server', 'client'] as const

/**
 * A demo page's pending CSS (`<style data-pending-css>`: the room a block takes until its script has drawn it, for
 * a page the browser draws) is what a server render makes unnecessary, and it would still apply to a rendered block
 * until it is defined: a rendered page goes without it.
 */
const PENDING_CSS = /<style data-pending-css>[\s\S]*?<\/style>\s*/g

/**
 * The demo pages server-rendered unless `render` or the request (`?render=client`, `?render=server`) says
 * otherwise, each version of a file rendered once. The first page with a block left to the browser is reported in
 * one line, through `log`; later ones are not, so that browsing the demo stays quiet.
 */
export function serverRenderedPages(render: PageRender, log: (line: string) => void = console.log): RewriteHtml {
  const rendered = new Map<string, { etag: string; page: ReturnType<typeof renderFile> }>()
  let reported = false
  const renderFile = async (contents: Buffer, urlPath: string) => {
    // Loaded at the first render: the blocks' components and react-dom/server weigh on the server's start otherwise.
    const { renderPage } = await import('../../server-render/index.ts')
    const { html, warnings } = await renderPage(contents.toString('utf8'))
    if (warnings.length > 0 && !reported) {
      reported = true
      log(`server render: ${warnings.length} block(s) of ${urlPath} left to the browser, e.g. ${warnings[0]} (later pages are not reported)`)
    }
    return Buffer.from(html.replace(PENDING_CSS, ''))
  }
  return async ({ path, contents, etag }, request) => {
    const asked = request.query('render')
    if ((asked === 'server' || asked === 'client' ? asked : render) === 'client') return undefined
    let cached = rendered.get(path)
    if (cached?.etag !== etag) {
      cached = { etag, page: renderFile(contents, request.path) }
      rendered.set(path, cached)
      // A failed render is not kept: the next request tries again.
      cached.page.catch(() => rendered.delete(path))
    }
    return { contents: await cached.page, variant: 'server-rendered' }
  }
}
