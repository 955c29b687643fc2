import { expect } from '@esm-bundle/chai'
import '../../elements/ss-social-feed/index.ts'
import { installClock, type ManualClock } from '../../test/helpers/clock.ts'
import { nextFrame } from '../../test/helpers/events.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { ERROR_REPORT_DEBOUNCE_MS, startErrorReporter } from '../reporting/error-reporter.ts'
import {
  clearPageContext,
  htmlAnswer,
  mountWidget,
  networkDown,
  noAnswer,
  renderedContent,
  routeWidgetCalls,
  setPageContext,
  showsFallback,
  statusAnswer,
  type RoutedWidgetCalls,
  type WidgetReply,
} from './widget-test-helpers.test.ts'
import { WIDGET_RENDERING_TIMEOUT_MS } from './widget-rendering.ts'

const FALLBACK = '<ul><li><a href="https://www.instagram.com/harbourbakery/">Our pictures on Instagram</a></li></ul>'
const FEED = `<ss-social-feed id="block-feed-1" type="instagram">${FALLBACK}</ss-social-feed>`

describe('widget rendering: when it asks, and what a failure leaves', () => {
  let routed: RoutedWidgetCalls | undefined
  let container: HTMLElement | undefined
  let clock: ManualClock | undefined
  let stopReporter: (() => void) | undefined
  beforeEach(() => setPageContext({ website: { id: 'w1' } }))
  afterEach(() => {
    clock?.uninstall()
    clock = undefined
    stopReporter?.()
    routed?.restore()
    container?.remove()
    clearPageContext()
    window.scrollTo(0, 0)
  })

  it('asks nothing for a block below the fold until it is scrolled near, then asks once', async () => {
    routed = routeWidgetCalls(htmlAnswer('<p>Rendered</p>'))
    const mounted = await mountWidget(`<div style="height: 300vh"></div>${FEED}`)
    container = mounted.container
    await nextFrame()
    await nextFrame()
    expect(routed.calls).to.deep.equal([])
    expect(mounted.element.dataset.state).to.equal('fallback')

    mounted.element.scrollIntoView()
    await waitFor(() => mounted.element.dataset.state === 'rendered', 'the feed to render')
    window.scrollTo(0, 0)
    await nextFrame()
    expect(routed.calls).to.have.length(1)
  })

  it('asks nothing on a page without a page context naming the website, even in view', async () => {
    setPageContext({})
    routed = routeWidgetCalls(htmlAnswer('<p>Rendered</p>'))
    const mounted = await mountWidget(FEED)
    container = mounted.container
    await nextFrame()
    await nextFrame()
    expect(routed.calls).to.deep.equal([])
    expect(showsFallback(mounted.element)).to.equal(true)
  })

  it('asks again when the block JSON changes, and shows the new answer', async () => {
    let answer = 0
    routed = routeWidgetCalls(() => Response.json({ html: `<p>Answer ${++answer}</p>` }))
    const mounted = await mountWidget(FEED)
    container = mounted.container
    await waitFor(() => renderedContent(mounted.element)?.textContent === 'Answer 1', 'the first answer')
    mounted.element.setAttribute('type', 'flickr')
    await waitFor(() => renderedContent(mounted.element)?.textContent === 'Answer 2', 'the second answer')
    expect(routed.calls.map((call) => JSON.parse(call.form['widgetJSON']!).type)).to.deep.equal(['instagram', 'flickr'])
  })

  /** Mounts the feed answered by `reply` with a manual clock and a running error reporter; resolves once it failed. */
  async function failWith(reply: WidgetReply, advance = 0) {
    clock = installClock()
    const reports: Array<{ event: string; data: { message: string } }> = []
    stopReporter = startErrorReporter({
      fetch: async (_, init) => {
        reports.push(...(JSON.parse(String(init?.body)) as typeof reports))
        return new Response(null, { status: 204 })
      },
    })
    routed = routeWidgetCalls(reply)
    const errors: string[] = []
    const consoleError = console.error
    console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '))
    try {
      container = document.createElement('div')
      container.innerHTML = FEED
      document.body.append(container)
      const element = container.querySelector('ss-social-feed')!
      await clock.until(() => routed!.calls.length === 1, 'the request')
      if (advance) await clock.tick(advance)
      await clock.until(() => element.dataset.state === 'failed', 'the failure')
      await clock.tick(ERROR_REPORT_DEBOUNCE_MS)
      await clock.until(() => reports.length > 0, 'the error report')
    } finally {
      console.error = consoleError
    }
    const element = container.querySelector('ss-social-feed')!
    expect(showsFallback(element), 'the fallback shows').to.equal(true)
    expect(element.querySelector('a')!.textContent).to.equal('Our pictures on Instagram')
    expect(document.querySelector('[data-ss-dialog]'), 'no system error overlay').to.equal(null)
    expect(errors).to.have.length(1)
    expect(errors[0]).to.equal(`ss-elements: ${reports[0]!.data.message}`)
    return { reports, errors }
  }

  it('keeps the fallback after a 500, logs it once and reports it', async () => {
    const { reports } = await failWith(statusAnswer(500, { code: 'internalError' }))
    expect(reports.map((report) => [report.event, report.data.message])).to.deep.equal([
      ['javascript-error', '<ss-social-feed> keeps its fallback content: Internal server error. Please try again later.'],
    ])
  })

  it('keeps the fallback when the network is down', async () => {
    const { reports } = await failWith(networkDown)
    expect(reports.map((report) => report.data.message)).to.deep.equal(['<ss-social-feed> keeps its fallback content: Unable to connect\u2026'])
  })

  it(`keeps the fallback when the server has not answered after ${WIDGET_RENDERING_TIMEOUT_MS} ms, and not before`, async () => {
    clock = installClock()
    routed = routeWidgetCalls(noAnswer)
    container = document.createElement('div')
    container.innerHTML = FEED
    document.body.append(container)
    const element = container.querySelector('ss-social-feed')!
    await clock.until(() => element.dataset.state === 'loading', 'the request')
    await clock.tick(WIDGET_RENDERING_TIMEOUT_MS - 1)
    expect(element.dataset.state).to.equal('loading')
    clock.uninstall()
    clock = undefined
    container.remove()

    const { reports } = await failWith(noAnswer, WIDGET_RENDERING_TIMEOUT_MS)
    expect(reports).to.have.length(1)
    expect(routed.calls[0]!.signal!.aborted).to.equal(true)
  })

  const UNDOCUMENTED: Record<string, WidgetReply> = {
    "a proxy's HTML login page": () =>
      new Response('<!doctype html><title>Sign in</title><form action="/login"><input name="user"></form>', {
        headers: { 'Content-Type': 'text/html' },
      }),
    'an empty 200': () => new Response('', { status: 200 }),
    'html that is not text': () => Response.json({ html: 42 }),
    'an object without html': () => Response.json({ data: { html: '<p>Nested</p>' } }),
  }
  for (const [name, reply] of Object.entries(UNDOCUMENTED)) {
    it(`keeps the fallback after a success that is not the documented {html}: ${name}`, async () => {
      const { reports } = await failWith(reply)
      expect(reports).to.have.length(1)
      expect(reports[0]!.data.message).to.match(/^<ss-social-feed> keeps its fallback content: Internal Error: /)
    })
  }

  it('stops waiting for the answer when removed, and drops its state', async () => {
    routed = routeWidgetCalls(noAnswer)
    const mounted = await mountWidget(FEED)
    container = mounted.container
    await waitFor(() => routed!.calls.length === 1, 'the request')
    mounted.element.remove()
    await waitFor(() => routed!.calls[0]!.signal!.aborted, 'the request to be aborted')
    expect(mounted.element.hasAttribute('data-state')).to.equal(false)
  })
})
