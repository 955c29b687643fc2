import { expect } from '@esm-bundle/chai'
import { openPage, type OpenedPage } from '../../test/helpers/page-loads.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { CSP_MATRIX, openProbedPage, shadowRoots } from '../../test/security/security-pages.ts'

const TABLE = `<table>
  <caption>Visits</caption>
  <tr><th>Day</th><th>Visits</th></tr>
  <tr><th>Monday</th><td>120</td></tr>
  <tr><th>Tuesday</th><td>95</td></tr>
</table>`

/** The Chart.js chunks a page fetched: `chart` (Chart.js itself) and `bar-chart`, `line-chart`, `pie-chart` (each kind's registration). */
const chartChunks = (page: OpenedPage) =>
  page
    .scripts()
    .map((script) => /\/chunks\/((?:bar-|line-|pie-)?chart)-[\w-]+\.js$/.exec(script)?.[1])
    .filter(Boolean)

const state = (element: Element) => element.shadowRoot?.querySelector<HTMLElement>('[part=base]')?.dataset.state

/**
 * The built element in pages of their own (`npm run build` first): a fresh module map each, to see what loads
 * when; while its code loads, through `dist/ss-elements.js` (an element's own file brings its code with it).
 */
describe('<ss-chart> from dist/', () => {
  let page: OpenedPage | undefined
  afterEach(() => page?.close())

  it('asks for Chart.js only once the chart nears the viewport, with the one kind it draws', async () => {
    page = await openPage(`<!doctype html><html lang="en">
      <script type="module" src="/dist/elements/ss-chart.js"></script>
      <div style="height: 4000px">Above the chart</div>
      <ss-chart type="line">${TABLE}</ss-chart>`)
    const element = page.document.querySelector('ss-chart')!
    await waitFor(() => state(element) === 'waiting', 'the element to load')
    await page.settled()
    expect(chartChunks(page)).to.deep.equal([])
    expect(element.shadowRoot!.querySelector('canvas')!.getAttribute('aria-label')).to.equal(
      'Line chart: Visits, 1 series, 2 categories, from 95 to 120',
    )

    element.scrollIntoView()
    await waitFor(() => state(element) === 'drawn', 'the chart to be drawn')
    await page.settled()
    expect(chartChunks(page)).to.have.members(['chart', 'line-chart'])
  })

  it('holds the room of the chart while its code loads: nothing below it moves', async () => {
    page = await openPage(`<!doctype html><html lang="en">
      <script type="module" src="/dist/ss-elements.js"></script>
      <div style="width: 400px; position: absolute; top: 0; left: 0">
        <ss-chart>${TABLE}</ss-chart>
        <ss-chart show-table>${TABLE}</ss-chart>
        <p id="below" style="margin: 0">Below the charts</p>
      </div>
      <script type="module">
        const charts = [...document.querySelectorAll('ss-chart')]
        window.pending = {
          pending: charts.every((chart) => chart.hasAttribute('data-ss-pending')),
          top: document.getElementById('below').getBoundingClientRect().top,
        }
      </script>`)
    const seen = (page.window as Window & { pending?: { pending: boolean; top: number } }).pending!
    const charts = [...page.document.querySelectorAll('ss-chart')]
    // The chart's box is laid out from the first render, before Chart.js (which waits for the viewport) draws in it.
    await waitFor(() => charts.every((element) => state(element) !== undefined), 'the charts to render')
    expect(seen.pending, 'measured while pending').to.equal(true)
    expect(page.document.getElementById('below')!.getBoundingClientRect().top).to.equal(seen.top)
  })

  it("draws every kind under the strictest policy, adding no <style> element and breaking none of the policy's rules", async () => {
    const charts = ['bar', 'line', 'pie'].map((kind) => `<ss-chart type="${kind}">${TABLE}</ss-chart>`).join('')
    const probed = await openProbedPage(charts, { csp: CSP_MATRIX["+ style-src 'self'"] })
    page = probed
    for (const element of probed.document.querySelectorAll('ss-chart')) {
      element.scrollIntoView()
      await waitFor(() => state(element) === 'drawn', `the ${element.getAttribute('type')} chart to be drawn`)
    }
    await probed.settled()
    expect(probed.window.cspViolations).to.deep.equal([])
    expect(chartChunks(probed)).to.have.members(['chart', 'bar-chart', 'line-chart', 'pie-chart'])
    const styleElements = [probed.document, ...shadowRoots(probed.document)].flatMap((root) => [...root.querySelectorAll('style')])
    expect(styleElements).to.deep.equal([])
  })
})
