// Serves HTML pages for test/helpers/page-loads.ts: a page opened in an iframe at a real http address, so that it
// has the test page's origin, its cookies and its own Resource Timing, as a page of a site would. The test posts
// the page's HTML to `/__ss-page__` (a whole gallery demo is too long for an address) and gets an id; then
// `/__ss-page__?page=<id>` answers that HTML, and `&csp=<policy>` sends it with that Content-Security-Policy header.

export const HTML_PAGE_PATH = '/__ss-page__'

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function htmlPagePlugin() {
  const pages = new Map()
  const pageHtml = (context) => pages.get(context.URL.searchParams.get('page')) ?? ''
  return {
    name: 'ss-html-page',
    serverStart({ server }) {
      // Ahead of the dev server's Koa app, whose middleware list is fixed once it listens.
      const [next] = server.listeners('request')
      server.removeAllListeners('request')
      server.on('request', (req, res) => {
        if (req.method !== 'POST' || req.url !== HTML_PAGE_PATH) return next.call(server, req, res)
        let html = ''
        req.setEncoding('utf8')
        req.on('data', (chunk) => (html += chunk))
        req.on('end', () => {
          const id = String(pages.size + 1)
          pages.set(id, html)
          res.writeHead(200, { 'Content-Type': 'text/plain' }).end(id)
        })
      })
    },
    serve(context) {
      if (context.path !== HTML_PAGE_PATH) return undefined
      const csp = context.URL.searchParams.get('csp')
      return { body: pageHtml(context), type: 'html', ...(csp ? { headers: { 'Content-Security-Policy': csp } } : {}) }
    },
    // The dev server's own plugin, which runs first, adds its live-reload script to every HTML page; the page
    // must request only what its own HTML asks for.
    transform(context) {
      if (context.path === HTML_PAGE_PATH) return { body: pageHtml(context) }
    },
  }
}
