import { expect } from '@esm-bundle/chai'
import { onTTFB } from 'web-vitals'
import '../../elements/ss-cookie-banner/index.ts'
import { cookieNames, forgetVisitor } from './testing/cookies.ts'
import { recordNetwork, type NetworkRecorder, type RecorderOptions } from './testing/network-recorder.ts'
import { storeConsent } from '../consent/consent-cookie.ts'
import type { PageContext } from '../context/page-context.ts'
import { startErrorReporter } from '../reporting/error-reporter.ts'
import { dialogHost } from '../../test/helpers/runtime-dialogs.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'
import { recordQuickView, trackFormRender, trackOverlay } from './census.ts'
import { recordEvent } from './record-event.ts'
import { trackEvent } from './analytics-events.ts'
import { ADMIN_EVENTS_CHANNEL } from './admin-channel.ts'
import { startTracking, stopTracking } from './tracker.ts'
import type { SsCookieBanner } from '../../elements/ss-cookie-banner/element.ts'

let network: NetworkRecorder
let container: HTMLElement | undefined

const restrictiveSite: PageContext = {
  website: { id: 'w1' },
  templateId: 't1',
  collection: { id: 'c1' },
  item: { id: 'i1', recordType: 11 },
  pageType: 50,
  websiteSettings: { cookieSettings: { isRestrictiveCookiePolicyEnabled: true, isCookieBannerEnabled: true } },
}
const openSite: PageContext = { ...restrictiveSite, websiteSettings: {} }
const settingsAnswer: RecorderOptions['responseBody'] = (request) =>
  request.url.pathname === '/api/1/performance/settings' ? JSON.stringify({ pageLoadId: 'load-1' }) : ''
const statusOf = (request: { url: URL }) => (request.url.pathname === '/api/1/performance/settings' ? 200 : 204)

const form = (body: string) => Object.fromEntries(new URLSearchParams(body))
const trackingStorage = () => [localStorage, sessionStorage].flatMap((storage) => Object.keys(storage).filter((key) => key.startsWith('SS_')))
const trackingCookies = () => cookieNames().filter((name) => /^(ss_cv|ss_cid|ss_cp|SS_)/.test(name))

async function banner(settings: object): Promise<SsCookieBanner> {
  container = document.body.appendChild(document.createElement('div'))
  const element = document.createElement('ss-cookie-banner')
  element.setAttribute('data-block-json', JSON.stringify(settings))
  container.append(element)
  await waitFor(() => element.dataset.state, 'the banner to render')
  return element
}

describe('consent-gated tracking', () => {
  beforeEach(() => {
    forgetVisitor()
    network = recordNetwork({ status: statusOf, responseBody: settingsAnswer })
  })
  afterEach(() => {
    stopTracking()
    container?.remove()
    network.restore()
    forgetVisitor()
  })

  describe('under a restrictive policy', () => {
    it('sends nothing and stores nothing before consent, even when every call is tried', async () => {
      await banner({ isRestrictiveCookiePolicyEnabled: true, cookieBannerAcceptType: 'OPT_IN_AND_OUT' })
      startTracking({ context: restrictiveSite })
      trackEvent({ customSchemaName: 'page', common: { action: 'view' } })
      await Promise.all([recordEvent('view'), trackFormRender('f1'), trackOverlay({ event: 'open' }), recordQuickView('p1')])
      await settle()
      expect(network.requests.map((request) => request.url.pathname)).to.deep.equal([])
      expect(network.resourcesSince().filter((url) => url.includes('/api/'))).to.deep.equal([])
      expect(trackingCookies()).to.deep.equal([])
      expect(trackingStorage()).to.deep.equal([])
    })

    it('starts when the visitor accepts, and stops and forgets when they decline', async () => {
      const element = await banner({ isRestrictiveCookiePolicyEnabled: true, cookieBannerAcceptType: 'OPT_IN_AND_OUT' })
      startTracking({ context: restrictiveSite })
      element.accept()
      await waitFor(() => network.to('/api/census/RecordHit').length === 1, 'the census hit')
      expect(trackingCookies()).to.include.members(['ss_cvr', 'ss_cvt'])
      expect(trackingStorage()).to.include.members(['SS_ANALYTICS_ID', 'SS_SESSION_ID'])
      element.open()
      element.decline()
      await waitFor(() => trackingCookies().length === 0, 'the tracking cookies to be cleared')
      expect(trackingStorage()).to.deep.equal([])
      const before = network.requests.length
      await trackFormRender('f1')
      expect(network.requests.length).to.equal(before)
    })

    it('tracks from the start when the visitor accepted earlier', async () => {
      storeConsent(true)
      startTracking({ context: restrictiveSite })
      await waitFor(() => network.to('/api/census/RecordHit').length === 1, 'the census hit')
    })

    it('never tracks on a cloneable site, even after consent', async () => {
      storeConsent(true)
      startTracking({ context: { ...openSite, website: { id: 'w1', cloneable: true } } })
      await settle()
      expect(network.requests).to.deep.equal([])
    })
  })

  describe('the census hit', () => {
    it('is form-encoded: the page-view event, the page fields as JSON, and the ss_cvr cookie', async () => {
      startTracking({ context: openSite, now: () => 1_767_225_600_000 })
      await waitFor(() => network.to('/api/census/RecordHit').length === 1, 'the census hit')
      const [hit] = network.to('/api/census/RecordHit')
      expect(hit!.transport).to.equal('fetch')
      const fields = form(hit!.body)
      expect(fields['event']).to.equal('1')
      expect(fields['ss_cvr']).to.match(/^[0-9a-f-]{36}\|1767225600000\|1767225600000\|1767225600000\|1$/)
      expect(document.cookie).to.contain(`ss_cvr=${encodeURIComponent(fields['ss_cvr']!)}`)
      expect(JSON.parse(fields['data']!)).to.deep.include({
        websiteId: 'w1',
        templateId: 't1',
        collectionId: 'c1',
        itemId: 'i1',
        id: 'i1',
        recordType: 11,
        pageType: 50,
        url: location.href,
        title: document.title,
        viewport: { width: innerWidth, height: innerHeight },
        screen: { width: screen.width, height: screen.height },
        userAgent: navigator.userAgent,
        clientDate: 1_767_225_600_000,
        locale: navigator.language,
      })
    })

    it('counts visits in the real cookies as the clock moves: 30 minutes without a hit start a new visit', async () => {
      let now = Date.UTC(2026, 0, 10, 9)
      const clock = () => now
      const visit = () => decodeURIComponent(/ss_cvr=([^;]+)/.exec(document.cookie)![1]!).split('|')
      startTracking({ context: openSite, now: clock })
      stopTracking()
      const [id, first] = visit()
      now += 29 * 60_000
      startTracking({ context: openSite, now: clock })
      stopTracking()
      expect(visit()).to.deep.equal([id, first, first, first, '1'])
      expect(document.cookie).to.contain(`ss_cvt=${now}`)
      now += 30 * 60_000
      startTracking({ context: openSite, now: clock })
      expect(visit()).to.deep.equal([id, first, first, String(now), '2'])
    })

    it('on /search is a site search, not a page view', async () => {
      const path = location.pathname + location.search
      history.replaceState(null, '', '/search')
      try {
        startTracking({ context: openSite })
        await waitFor(() => network.to('/api/census/RecordHit').length === 1, 'the census hit')
        expect(form(network.to('/api/census/RecordHit')[0]!.body)['event']).to.equal('2')
      } finally {
        history.replaceState(null, '', path)
      }
    })

    it('is not sent for an owner, nor on a not-found page, nor when the global flag is set', async () => {
      startTracking({ context: { ...openSite, authenticatedAccount: { id: 'a1' }, websiteRoles: [1] } })
      stopTracking()
      startTracking({ context: { ...openSite, pageType: 100 } })
      stopTracking()
      window.SS_TRACKING_DISABLED = true
      try {
        startTracking({ context: openSite })
      } finally {
        delete window.SS_TRACKING_DISABLED
      }
      await settle()
      expect(network.to('/api/census/RecordHit')).to.deep.equal([])
      expect(trackingCookies()).to.deep.equal([])
    })
  })

  describe('census calls of other blocks', () => {
    beforeEach(async () => {
      startTracking({ context: openSite })
      await waitFor(() => network.to('/api/census/RecordHit').length === 1, 'the census hit')
    })
    const json = (path: string) => JSON.parse(network.to(path)[0]!.body)
    const cvr = () => decodeURIComponent(/ss_cvr=([^;]+)/.exec(document.cookie)![1]!)

    it('form-render sends the form id, the visitor cookie and the page fields', async () => {
      await trackFormRender('form-7')
      expect(json('/api/census/form-render')).to.deep.include({ formId: 'form-7', visitorCookie: cvr(), websiteId: 'w1', itemId: 'i1' })
    })

    it('overlay sends the overlay event, the visitor cookie and the page fields', async () => {
      await trackOverlay({ event: 'open', overlayId: 'o1' })
      expect(json('/api/census/overlay')).to.deep.include({ event: 'open', overlayId: 'o1', visitorCookie: cvr(), collectionId: 'c1' })
    })

    it('RecordQuickView posts no body to its id', async () => {
      await recordQuickView('product 1')
      const [request] = network.requests.filter((each) => each.url.pathname.startsWith('/api/census/RecordQuickView/'))
      expect(request!.url.pathname).to.equal('/api/census/RecordQuickView/product%201')
      expect(request!.body).to.equal('')
    })
  })

  describe('RecordEvent', () => {
    it('is form-encoded with the crumb, the event and its data as JSON', async () => {
      document.cookie = 'crumb=c-1; Path=/'
      document.documentElement.lang = 'en'
      try {
        startTracking({ context: { ...openSite, memberAccount: { id: 'm1' } } })
        await recordEvent('newsletter-open', { variantId: 'v2' })
        const [request] = network.to('/api/events/RecordEvent')
        expect(request!.url.searchParams.get('crumb')).to.equal('c-1')
        const fields = form(request!.body)
        expect(fields['crumb']).to.equal('c-1')
        expect(fields['event']).to.equal('newsletter-open')
        expect(JSON.parse(fields['data']!)).to.deep.equal({
          pageHash: location.hash,
          pagePath: location.pathname,
          websiteId: 'w1',
          templateId: 't1',
          variantId: 'v2',
          memberAccountId: 'm1',
          member_locale: navigator.language,
          website_locale: 'en',
        })
      } finally {
        document.cookie = 'crumb=; Path=/; Max-Age=0'
        document.documentElement.removeAttribute('lang')
      }
    })
  })

  describe('events v1', () => {
    const event = { customSchemaName: 'button_click', common: { actor: 'visitor', action: 'click', object_id: null, bad: 3 }, custom: { size: 'large' } }

    it('goes by beacon: analytics id, common data with the automatic fields, custom data, schema name', async () => {
      const warnings: unknown[] = []
      const warn = console.warn
      console.warn = (...args: unknown[]) => warnings.push(args[0])
      try {
        startTracking({ context: openSite })
        trackEvent(event)
      } finally {
        console.warn = warn
      }
      await waitFor(() => network.to('/api/v1/events')[0]?.body, 'the event')
      const [request] = network.to('/api/v1/events')
      expect(request!.transport).to.equal('beacon')
      const payload = JSON.parse(request!.body)
      expect(payload.analyticsId).to.equal(localStorage.getItem('SS_ANALYTICS_ID'))
      expect(payload.customSchemaName).to.equal('button_click')
      expect(JSON.parse(payload.customData)).to.deep.equal({ size: 'large' })
      const common = JSON.parse(payload.commonData)
      expect(common).to.deep.include({ actor: 'visitor', action: 'click', object_id: null, website_id: 'w1', template_id: 't1', page_path: location.pathname })
      expect(common).to.have.keys([
        'actor', 'action', 'object_id', 'window_size', 'language', 'page_host', 'page_path', 'page_query', 'referrer',
        'client_timestamp', 'marketing_id', 'website_id', 'template_id', 'member_account_id', 'user_session_id',
      ])
      expect(warnings).to.deep.equal(['ss-elements: analytics field bad was dropped: expected a string or null, received number'])
    })

    for (const [status, logged] of [[200, false], [202, false], [500, true], [403, true]] as const) {
      it(`by XHR where there is no beacon: ${status} is ${logged ? 'logged' : 'a success'}`, async () => {
        network.restore()
        network = recordNetwork({ beaconAccepted: false, status: (request) => (request.url.pathname === '/api/v1/events' ? status : 204) })
        const warnings: unknown[] = []
        const warn = console.warn
        console.warn = (...args: unknown[]) => warnings.push(args[0])
        try {
          startTracking({ context: { ...openSite, authenticatedAccount: { id: 'a1' } } })
          trackEvent(event)
          await waitFor(() => network.to('/api/v1/events').some((request) => request.transport === 'xhr'), 'the XHR')
          await new Promise((resolve) => setTimeout(resolve, 20))
        } finally {
          console.warn = warn
        }
        expect(warnings.filter((each) => String(each).startsWith('Error tracking'))).to.deep.equal(
          logged ? [`Error tracking event: HTTP Status ${status}`] : [],
        )
      })
    }

    it('an event before tracking runs is dropped with a warning', () => {
      const warnings: unknown[] = []
      const warn = console.warn
      console.warn = (...args: unknown[]) => warnings.push(args[0])
      try {
        trackEvent(event)
      } finally {
        console.warn = warn
      }
      expect(warnings).to.deep.equal(['Event is firing before the environment is initialized!'])
      expect(network.requests).to.deep.equal([])
    })

    it('an admin-permission holder also broadcasts it to their other tabs', async () => {
      const otherTab = new BroadcastChannel(ADMIN_EVENTS_CHANNEL)
      const received = new Promise<MessageEvent>((resolve) => (otherTab.onmessage = resolve))
      try {
        startTracking({ context: { ...openSite, authenticatedAccount: { id: 'a1' }, accessPermissions: [1, 2] } })
        trackEvent({ ...event, common: { actor: 'owner' } })
        const message = await received
        expect(message.data.customSchemaName).to.equal('button_click')
      } finally {
        otherTab.close()
      }
    })
  })

  describe('failures are swallowed silently', () => {
    for (const failure of ['500', 'network'] as const) {
      it(`a ${failure} failure shows nothing and throws nothing`, async () => {
        network.restore()
        network = recordNetwork({ status: failure === '500' ? 500 : 0 })
        const rejections: unknown[] = []
        const onRejection = (event: PromiseRejectionEvent) => rejections.push(event.reason)
        window.addEventListener('unhandledrejection', onRejection)
        try {
          startTracking({ context: openSite })
          await trackFormRender('f1')
          await recordEvent('x')
          await settle()
        } finally {
          window.removeEventListener('unhandledrejection', onRejection)
        }
        expect(rejections).to.deep.equal([])
        expect(dialogHost('system-error-overlay')).to.equal(null)
        expect(network.to('/api/census/form-render')).to.have.length(1)
      })
    }
  })

  describe('the performance collector', () => {
    it('asks for a page-load id', async () => {
      startTracking({ context: openSite })
      await waitFor(() => network.to('/api/1/performance/settings').length === 1, 'the settings request')
      expect(network.to('/api/1/performance/settings')[0]!.method).to.equal('GET')
    })

    it('sends the Web Vitals it has by beacon when the page is hidden', async () => {
      let settingsGiven = false
      const settings = async () => ((settingsGiven = true), { pageLoadId: 'load-1', imageHosts: [] })
      startTracking({ context: openSite, performance: { settings } })
      await waitFor(() => settingsGiven, 'the settings')
      await settle()
      // web-vitals calls every subscriber of a metric in turn: once this one has TTFB, the collector has it.
      await new Promise((resolve) => onTTFB(resolve))
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' })
      try {
        document.dispatchEvent(new Event('visibilitychange'))
      } finally {
        delete (document as { visibilityState?: string }).visibilityState
      }
      await waitFor(() => network.to('/api/1/performance/records')[0]?.body, 'the records')
      const records = JSON.parse(network.to('/api/1/performance/records')[0]!.body)
      const ttfb = records.find((record: { data: { metric: string } }) => record.data.metric === 'TTFB')
      expect(ttfb).to.deep.include({ app: 'ss-elements', event: 'page_speed', pageLoadId: 'load-1', raw: false })
      expect(ttfb.data.value).to.be.within(0, 2147483647)
      expect(['good', 'needs-improvement', 'poor']).to.include(ttfb.data.rating)
    })

    it('reports a missing page-load id to the error reporter', async () => {
      network.restore()
      network = recordNetwork({ status: statusOf, responseBody: (request) => (request.url.pathname === '/api/1/performance/settings' ? '{}' : '') })
      const stopReporter = startErrorReporter()
      try {
        startTracking({ context: openSite })
        await waitFor(() => network.to('/api/events/RecordJavascriptErrors').length === 1, 'the error report', 5000)
        const [report] = JSON.parse(network.to('/api/events/RecordJavascriptErrors')[0]!.body)
        expect(report.data.message).to.equal('Unable to resolve pageLoadId')
      } finally {
        stopReporter()
      }
    })
  })
})
