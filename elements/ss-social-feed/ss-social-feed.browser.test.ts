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
import { SOCIAL_FEED_TYPES } from './schema.ts'
import './index.ts'
import type { SsSocialFeed } from './index.ts'

describe('<ss-social-feed>', () => {
  let routed: RoutedWidgetCalls | undefined
  let container: HTMLElement | undefined
  beforeEach(() => setPageContext({ website: { id: 'w1' } }))
  afterEach(() => {
    routed?.restore()
    container?.remove()
    clearPageContext()
  })

  for (const type of SOCIAL_FEED_TYPES) {
    it(`POSTs only widgetJSON {type, id without block-, value}, form-encoded, for a ${type} feed`, async () => {
      document.cookie = 'crumb=c-456; path=/'
      routed = routeWidgetCalls(htmlAnswer('<p>Pictures</p>'))
      const block = { type, username: 'harbourbakery' }
      const mounted = await mountWidget<SsSocialFeed>(`<ss-social-feed id="block-feed-7" data-block-json='${JSON.stringify(block)}'></ss-social-feed>`)
      container = mounted.container
      await waitFor(() => routed!.calls.length === 1, 'the request')

      const [call] = routed.calls
      expect([call!.method, call!.url.pathname, call!.url.searchParams.get('crumb'), call!.formEncoded]).to.deep.equal([
        'POST',
        '/api/widget/GetWidgetRendering',
        'c-456',
        true,
      ])
      expect(Object.keys(call!.form)).to.deep.equal(['widgetJSON'])
      expect(JSON.parse(call!.form['widgetJSON']!)).to.deep.equal({ type, id: 'feed-7', value: block })
    })
  }

  it('shows the answer in place of its link, then fires ss-widget-rendered', async () => {
    routed = routeWidgetCalls(htmlAnswer('<ul class="feed-items"><li><a href="https://www.flickr.com/p/1"><img src="/images/a.svg" alt="Fog"></a></li></ul>'))
    const rendered = waitForEvent<CustomEvent>(document, 'ss-widget-rendered', 10_000)
    const mounted = await mountWidget('<ss-social-feed type="flickr"><a href="https://www.flickr.com/">On Flickr</a></ss-social-feed>')
    container = mounted.container
    const event = await rendered
    expect(event.detail).to.deep.equal({ type: 'flickr' })
    expect(showsFallback(mounted.element)).to.equal(false)
    expect(renderedContent(mounted.element)!.querySelector('img')!.alt).to.equal('Fog')
  })

  it('keeps its link and reports an unknown feed type, asking nothing', async () => {
    routed = routeWidgetCalls(htmlAnswer('<p>Pictures</p>'))
    const errored = waitForEvent<CustomEvent>(document, 'ss-error', 10_000)
    container = document.createElement('div')
    container.innerHTML = '<ss-social-feed type="twitter"><a href="https://example.com/">Elsewhere</a></ss-social-feed>'
    document.body.append(container)
    expect((await errored).detail).to.deep.include({ tag: 'ss-social-feed', attribute: 'type' })
    expect(routed.calls).to.deep.equal([])
  })

  describe('with the reference server', () => {
    before(async function () {
      this.timeout(70_000)
      await referenceServerCrumb()
    })

    it("shows the server's stored Instagram pictures, each a link to its page", async () => {
      const rendered = waitForEvent(document, 'ss-widget-rendered', 10_000)
      const mounted = await mountWidget('<ss-social-feed type="instagram"></ss-social-feed>')
      container = mounted.container
      await rendered
      const links = Array.from(renderedContent(mounted.element)!.querySelectorAll('a'))
      expect(links.map((link) => [link.href, link.querySelector('img')!.alt])).to.deep.equal([
        ['https://www.instagram.com/p/harbour1/', 'Morning loaves out of the oven'],
        ['https://www.instagram.com/p/harbour2/', 'Cinnamon buns, Saturday only'],
        ['https://www.instagram.com/p/harbour3/', 'Our starter, ten years old'],
        ['https://www.instagram.com/p/harbour4/', 'The counter at opening time'],
      ])
    })

    it('keeps the room of its pageSize pictures from the first paint: nothing below moves when they come', async () => {
      const heights = await heightsBeforeAndAfterAnswer('<ss-social-feed type="instagram" data-block-json=\'{"pageSize": 4}\'><p><a href="https://www.instagram.com/harbourbakery/">Our pictures</a></p></ss-social-feed>')
      expect(heights.after).to.be.closeTo(heights.before, 0.5)
    })

    it('passes axe in each example of its demo', async () => {
      container = await mountDemo(new URL('./demo.html', import.meta.url))
      expect(Array.from(container.querySelectorAll('ss-social-feed'), (feed) => feed.dataset.state)).to.deep.equal(['rendered', 'rendered', 'rendered'])
      await expectNoAxeViolations(container)
    })
  })
})
