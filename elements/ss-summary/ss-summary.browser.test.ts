import { expect } from '@esm-bundle/chai'
import {
  clearPageContext,
  heightsBeforeAndAfterAnswer,
  htmlAnswer,
  mountDemo,
  mountWidget,
  referenceServerCrumb,
  renderedContent,
  routeWidgetCalls,
  setPageContext,
  showsFallback,
  type RoutedWidgetCalls,
} from '../../core/widgets/widget-test-helpers.test.ts'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { waitForEvent } from '../../test/helpers/events.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import './index.ts'
import type { SsSummary } from './index.ts'

const linkTexts = (root: ParentNode | null) => Array.from(root?.querySelectorAll('a') ?? [], (link) => link.textContent)

describe('<ss-summary>', () => {
  let routed: RoutedWidgetCalls | undefined
  let container: HTMLElement | undefined
  beforeEach(() => setPageContext({ website: { id: 'w1' } }))
  afterEach(() => {
    routed?.restore()
    container?.remove()
    clearPageContext()
  })

  it('POSTs collectionId and widgetJSON {type, id without block-, value} form-encoded, with the crumb', async () => {
    document.cookie = 'crumb=c-123; path=/'
    routed = routeWidgetCalls(htmlAnswer('<p>Events</p>'))
    const block = { collectionId: 'upcoming-events', pageSize: 3 }
    const mounted = await mountWidget<SsSummary>(`<ss-summary id="block-yui_3_17_2_1" data-block-json='${JSON.stringify(block)}'></ss-summary>`)
    container = mounted.container
    await waitFor(() => routed!.calls.length === 1, 'the request')

    const [call] = routed.calls
    expect([call!.method, call!.url.pathname, call!.url.searchParams.get('crumb'), call!.formEncoded]).to.deep.equal([
      'POST',
      '/api/widget/GetWidgetRendering',
      'c-123',
      true,
    ])
    expect(Object.keys(call!.form)).to.deep.equal(['collectionId', 'widgetJSON'])
    expect(call!.form['collectionId']).to.equal('upcoming-events')
    expect(JSON.parse(call!.form['widgetJSON']!)).to.deep.equal({ type: 'summary', id: 'yui_3_17_2_1', value: block })
  })

  it("names the block by its wrapper's id when it has none, and takes collection-id as an attribute", async () => {
    routed = routeWidgetCalls(htmlAnswer('<p>Events</p>'))
    const mounted = await mountWidget('<div id="block-abc"><ss-summary collection-id="past-events"></ss-summary></div>')
    container = mounted.container
    await waitFor(() => routed!.calls.length === 1, 'the request')
    expect(routed.calls[0]!.form['collectionId']).to.equal('past-events')
    expect(JSON.parse(routed.calls[0]!.form['widgetJSON']!)).to.deep.include({ id: 'abc', value: { collectionId: 'past-events' } })
  })

  it('shows the answer in place of its links, then fires ss-widget-rendered', async () => {
    routed = routeWidgetCalls(
      htmlAnswer('<ul class="summary-items" aria-label="Upcoming events"><li><a href="/events/market">Night market</a></li></ul>'),
    )
    const rendered = waitForEvent<CustomEvent>(document, 'ss-widget-rendered', 10_000)
    const mounted = await mountWidget('<ss-summary collection-id="upcoming-events"><a href="/events/">All events</a></ss-summary>')
    container = mounted.container
    const event = await rendered
    expect(event.target).to.equal(mounted.element)
    expect(event.detail).to.deep.equal({ type: 'summary' })
    expect(showsFallback(mounted.element)).to.equal(false)
    expect(linkTexts(renderedContent(mounted.element))).to.deep.equal(['Night market'])
    expect(mounted.element.dataset.state).to.equal('rendered')
  })

  it('keeps its links and reports the configuration without a collectionId, asking nothing', async () => {
    routed = routeWidgetCalls(htmlAnswer('<p>Events</p>'))
    const errored = waitForEvent<CustomEvent>(document, 'ss-error', 10_000)
    container = document.createElement('div')
    container.innerHTML = '<ss-summary data-block-json="{}"><a href="/events/">All events</a></ss-summary>'
    document.body.append(container)
    expect((await errored).detail).to.deep.include({ tag: 'ss-summary', path: 'collectionId' })
    expect(routed.calls).to.deep.equal([])
  })

  describe('with the reference server', () => {
    before(async function () {
      this.timeout(70_000)
      await referenceServerCrumb()
    })

    it('shows the events of the demo collection the server renders', async () => {
      const rendered = waitForEvent(document, 'ss-widget-rendered', 10_000)
      const mounted = await mountWidget('<ss-summary data-block-json=\'{"collectionId": "upcoming-events", "pageSize": 2}\'></ss-summary>')
      container = mounted.container
      await rendered
      const list = renderedContent(mounted.element)!.querySelector('ul')!
      expect(list.getAttribute('aria-label')).to.equal('Upcoming events')
      expect(linkTexts(list)).to.deep.equal(['Harbour night market', 'Sourdough workshop'])
    })

    it('keeps the room of its pageSize events from the first paint: nothing below moves when they come', async () => {
      const heights = await heightsBeforeAndAfterAnswer('<ss-summary data-block-json=\'{"collectionId": "upcoming-events", "pageSize": 2}\'><p><a href="/events/">All our events</a></p></ss-summary>')
      expect(heights.after).to.equal(heights.before)
    })

    it('passes axe in each example of its demo, rendered or fallen back', async () => {
      container = await mountDemo(new URL('./demo.html', import.meta.url))
      const states = Array.from(container.querySelectorAll('ss-summary'), (summary) => summary.dataset.state)
      expect(states).to.deep.equal(['rendered', 'failed'])
      await expectNoAxeViolations(container)
    })
  })
})
