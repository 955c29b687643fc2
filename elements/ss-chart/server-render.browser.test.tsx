import { expect } from '@esm-bundle/chai'
import { engine } from 'ss-test-engine'
import { hydrate, serverRendered } from '../../server-render/test/server-rendered.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { SsChart } from './element.ts'

SsChart.define()

const CHART = `<ss-chart type="bar"><table>
  <caption>Sales by month</caption>
  <thead><tr><th>Month</th><th>Shop</th></tr></thead>
  <tbody><tr><th>Jan</th><td>12</td></tr><tr><th>Feb</th><td>40</td></tr></tbody>
</table></ss-chart>`

// The server renders with React's own renderer; the lite build (Preact) has no server renderer of ours to test against.
;(engine === 'react' ? describe : describe.skip)('a server-rendered <ss-chart>', () => {
  it('hydrates the named canvas the server drew, which Chart.js then draws on, and draws another kind when told', async () => {
    const { elements, mutations, recovered } = await hydrate(serverRendered(CHART))
    expect(recovered).to.deep.equal([])
    const element = elements[0]!
    const base = element.shadowRoot!.querySelector<HTMLElement>('[part=base]')!
    const canvas = element.shadowRoot!.querySelector('canvas')!
    await waitFor(() => base.dataset.state === 'drawn', 'the chart to be drawn')
    expect(canvas.getAttribute('aria-label')).to.equal('Bar chart: Sales by month, 1 series, 2 categories, from 12 to 40')
    // Only the browser draws: Chart.js sizes its canvas, and the block says it is drawn. Nothing else changes.
    expect(mutations().filter((record) => !record.startsWith('attributes canvas ')).sort()).to.deep.equal(['attributes div data-state'])
    element.setAttribute('type', 'line')
    await waitFor(() => canvas.getAttribute('aria-label')!.startsWith('Line chart'), 'the line chart')
  })
})
