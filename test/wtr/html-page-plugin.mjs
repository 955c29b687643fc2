// Serves `/__ss-page__?html=<html>` as an HTML page made of that text, for test/helpers/page-loads.ts: a page
// opened in an iframe at a real http address, so that it has the test page's origin, its cookies and its own
// Resource Timing, as a page of a site would.

export const HTML_PAGE_PATH = '/__ss-page__'

const pageHtml = (context) => context.URL.searchParams.get('html') ?? ''

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function htmlPagePlugin() {
  return {
    name: 'ss-html-page',
    serve(context) {
      if (context.path === HTML_PAGE_PATH) return { body: pageHtml(context), type: 'html' }
    },
    // The dev server's own plugin, which runs first, adds its live-reload script to every HTML page; the page
    // must request only what its own HTML asks for.
    transform(context) {
      if (context.path === HTML_PAGE_PATH) return { body: pageHtml(context) }
    },
  }
}
