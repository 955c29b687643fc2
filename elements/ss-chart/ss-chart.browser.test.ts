import { expect } from '@esm-bundle/chai'
import { Chart } from 'chart.js'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { emulateMedia } from '../../test/helpers/emulation.ts'
import { nextFrame } from '../../test/helpers/events.ts'
import { trackResources } from '../../test/helpers/resources.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'
import type { SsChart } from './index.ts'
import './index.ts'

const SALES = `<table>
  <caption>Sales by month</caption>
  <thead><tr><th>Month</th><th>Shop</th><th>Online</th></tr></thead>
  <tbody>
    <tr><th>Jan</th><td>12</td><td>4</td></tr>
    <tr><th>Feb</th><td>1,200</td><td>97</td></tr>
    <tr><th>Mar</th><td>40</td><td>55</td></tr>
  </tbody>
</table>`

let container: HTMLElement | undefined

async function chart(attributes: string, table = SALES, width = 480): Promise<SsChart> {
  container = document.createElement('div')
  container.style.width = `${width}px`
  container.innerHTML = `<ss-chart ${attributes}>${table}</ss-chart>`
  document.body.append(container)
  return container.querySelector('ss-chart')!
}

const base = (element: Element) => element.shadowRoot!.querySelector<HTMLElement>('[part=base]')
const canvas = (element: Element) => element.shadowRoot!.querySelector('canvas')
const drawn = (element: Element) => waitFor(() => base(element)?.dataset.state === 'drawn', 'the chart to be drawn')

/** How many pixels of the canvas are painted, and a checksum of them: what the visitor sees of the chart. */
function painted(element: Element): { pixels: number; sum: number } {
  const target = canvas(element)!
  const { data } = target.getContext('2d')!.getImageData(0, 0, target.width, target.height)
  let pixels = 0
  let sum = 0
  for (let index = 3; index < data.length; index += 4) {
    if (data[index]! > 0) pixels++
    sum = (sum + data[index - 3]! * 3 + data[index - 2]! * 5 + data[index - 1]! * 7 + data[index]!) % 1_000_000_007
  }
  return { pixels, sum }
}

/** Whether a node is in the accessibility tree: not hidden by display, visibility, `hidden`, `aria-hidden` or `inert` along its composed path. */
function exposedToAssistiveTechnology(node: Element): boolean {
  for (let current: Element | null = node; current; current = current.assignedSlot ?? current.parentElement ?? (current.parentNode as ShadowRoot | null)?.host ?? null) {
    const style = getComputedStyle(current)
    if (style.display === 'none' || style.visibility === 'hidden') return false
    if (current.getAttribute('aria-hidden') === 'true' || current.hasAttribute('inert')) return false
  }
  return true
}

describe('<ss-chart>', () => {
  afterEach(async () => {
    container?.remove()
    await emulateMedia({ reducedMotion: null })
  })

  for (const [kind, name] of [
    ['bar', 'Bar chart: Sales by month, 2 series, 3 categories, from 4 to 1,200'],
    ['line', 'Line chart: Sales by month, 2 series, 3 categories, from 4 to 1,200'],
    ['pie', 'Pie chart: Sales by month, 2 series, 3 categories, from 4 to 1,200'],
  ] as const) {
    it(`draws a ${kind} chart on a canvas named by a summary of the table`, async () => {
      const element = await chart(`type="${kind}" lang="en"`)
      await drawn(element)
      const drawing = canvas(element)!
      expect(drawing.getAttribute('role')).to.equal('img')
      expect(drawing.getAttribute('aria-label')).to.equal(name)
      expect(drawing.getBoundingClientRect().width).to.equal(480)
      await waitFor(() => painted(element).pixels > 1000, 'the chart to be painted')
    })
  }

  it('keeps the table in the accessibility tree, visually hidden unless show-table', async () => {
    const element = await chart('')
    await drawn(element)
    const table = element.querySelector('table')!
    expect(base(element)!.querySelector('slot')!.assignedElements()).to.deep.equal([table])
    expect(exposedToAssistiveTechnology(table)).to.equal(true)
    // Clipped to a pixel: what shows of the table is its box's.
    const box = element.shadowRoot!.querySelector('[part=table]')!
    expect(box.getBoundingClientRect().height).to.be.at.most(1)
    expect(getComputedStyle(box).overflow).to.equal('hidden')

    element.showTable = true
    await waitFor(() => box.getBoundingClientRect().height > 50, 'the table to show under the chart')
    expect(exposedToAssistiveTechnology(table)).to.equal(true)
    expect(table.getBoundingClientRect().top).to.be.at.least(canvas(element)!.getBoundingClientRect().bottom)
  })

  it('draws another kind when the type changes, and names it so', async () => {
    const element = await chart('lang="en"')
    await drawn(element)
    element.type = 'pie'
    await waitFor(() => canvas(element)!.getAttribute('aria-label')!.startsWith('Pie chart: '), 'the new name')
    await drawn(element)
    await waitFor(() => painted(element).pixels > 1000, 'the pie to be painted')
  })

  it('reports a malformed table with ss-error and leaves the table as it is', async () => {
    const errors: Array<CustomEvent> = []
    const logged: unknown[][] = []
    const consoleError = console.error
    console.error = (...args: unknown[]) => logged.push(args)
    document.addEventListener('ss-error', (event) => errors.push(event), { once: true })
    try {
      const element = await chart('', SALES.replace('<td>97</td>', '<td>lots</td>'))
      await waitFor(() => element.hasAttribute('data-ss-error'), 'the error')
      expect(errors.map((event) => event.detail)).to.deep.equal([
        { tag: 'ss-chart', attribute: '(table)', path: 'row 3, column 3', message: '"lots" is not a number.' },
      ])
      expect(logged).to.have.length(1)
      expect(String(logged[0]![0])).to.equal('ss-elements: <ss-chart> (table) at row 3, column 3: "lots" is not a number.')
      expect(canvas(element)).to.equal(null)
      const table = element.querySelector('table')!
      expect(table.getBoundingClientRect().height).to.be.greaterThan(50)
      expect(table.rows[2]!.cells[2]!.textContent).to.equal('lots')
    } finally {
      console.error = consoleError
    }
  })

  it('reports a table without data rows, and an element without a table, in the words of the dataset editor', async () => {
    const events: Array<CustomEvent> = []
    const onError = (event: CustomEvent) => events.push(event)
    const consoleError = console.error
    console.error = () => {}
    document.addEventListener('ss-error', onError)
    try {
      await chart('', '<table><tr><th>Month</th><th>Sales</th></tr></table><ss-chart><p>No table here</p></ss-chart>')
      await waitFor(() => events.length === 2, 'both errors')
      expect(events.map((event) => event.detail.message)).to.have.members([
        'Your dataset must have at least one row: the table has a header row only.',
        'Enter some data! The element holds no <table>.',
      ])
    } finally {
      document.removeEventListener('ss-error', onError)
      console.error = consoleError
    }
  })

  it('shows the table in place of the chart when the chart cannot be drawn', async () => {
    const getContext = HTMLCanvasElement.prototype.getContext
    const consoleError = console.error
    const logged: unknown[][] = []
    HTMLCanvasElement.prototype.getContext = () => {
      throw new Error('no drawing on this device')
    }
    console.error = (...args: unknown[]) => logged.push(args)
    try {
      const element = await chart('')
      await waitFor(() => base(element)?.dataset.state === 'failed', 'the failure')
      expect(logged.map(String)).to.deep.equal([
        'ss-elements: <ss-chart> could not draw the chart, so its table shows instead: Error: no drawing on this device',
      ])
      expect(canvas(element)!.getBoundingClientRect().height).to.equal(0)
      expect(element.shadowRoot!.querySelector('[part=table]')!.getBoundingClientRect().height).to.be.greaterThan(50)
    } finally {
      HTMLCanvasElement.prototype.getContext = getContext
      console.error = consoleError
    }
  })

  it('draws the whole chart at once when the visitor asks for less motion, and animates it otherwise', async () => {
    await emulateMedia({ reducedMotion: 'reduce' })
    const still = await chart('')
    await drawn(still)
    const first = painted(still)
    expect(first.pixels).to.be.greaterThan(1000)
    for (let frame = 0; frame < 5; frame++) await nextFrame()
    expect(painted(still)).to.deep.equal(first)
    container!.remove()

    await emulateMedia({ reducedMotion: 'no-preference' })
    const moving = await chart('')
    await drawn(moving)
    await waitFor(() => painted(moving).pixels > 1000, 'a first frame')
    const frame = painted(moving).sum
    await waitFor(() => painted(moving).sum !== frame, 'the bars to grow')
  })

  it('draws the chart again without animation when the visitor asks for less motion while it shows', async function () {
    if ((await emulateMedia({ reducedMotion: 'no-preference' })) === 'script') {
      // Firefox and WebKit cannot emulate the preference for the browser itself, so no change event can happen.
      this.skip()
    }
    const element = await chart('')
    await drawn(element)
    const animated = Chart.getChart(canvas(element)!)!
    expect(animated.options.animation).to.not.equal(false)
    await emulateMedia({ reducedMotion: 'reduce' })
    await waitFor(() => Chart.getChart(canvas(element)!)?.options.animation === false, 'the chart drawn again without animation')
  })

  it('follows the size of its container', async () => {
    const element = await chart('type="line"', SALES, 600)
    await drawn(element)
    expect(canvas(element)!.getBoundingClientRect().width).to.equal(600)
    container!.style.width = '300px'
    await waitFor(() => canvas(element)!.getBoundingClientRect().width === 300, 'the canvas to shrink')
    element.style.setProperty('--ss-chart-height', '200px')
    await waitFor(() => canvas(element)!.getBoundingClientRect().height === 200, 'the canvas to take the new height')
  })

  it('releases Chart.js and its observers when removed, and draws again when put back', async () => {
    const element = await chart('')
    await drawn(element)
    const parent = element.parentElement!
    element.remove()
    await settle()
    const resources = trackResources()
    try {
      const before = resources.snapshot({ retained: [element] })
      parent.append(element)
      await drawn(element)
      await waitFor(() => painted(element).pixels > 1000, 'the chart to be painted again')
      element.remove()
      await settle()
      expect(resources.snapshot({ retained: [element] })).to.deep.equal(before)
    } finally {
      resources.restore()
    }
  })

  it('has a demo that axe finds no violation in', async () => {
    container = document.createElement('div')
    container.innerHTML = await (await fetch('/elements/ss-chart/demo.html')).text()
    document.body.append(container)
    const charts = [...container.querySelectorAll('ss-chart')]
    for (const element of charts) {
      element.scrollIntoView()
      await drawn(element)
    }
    await expectNoAxeViolations(container)
  })
})
