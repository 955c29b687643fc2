import { expect } from '@esm-bundle/chai'
import './index.ts'
import { bannerBase, choiceButton, useBannerPage } from './testing.ts'
import { cookieNames } from '../../core/analytics/testing/cookies.ts'
import { readConsent, storeConsent } from '../../core/consent/consent-cookie.ts'
import { writeCookie } from '../../core/consent/cookies.ts'
import { clearTrackingCookies, RESTRICTIVE_MODE_COOKIES } from '../../core/consent/tracking-cookies.ts'
import { waitForEvent } from '../../test/helpers/events.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'

const page = useBannerPage()
const banner = page.banner

const base = bannerBase
const button = choiceButton
const restrictive = { isRestrictiveCookiePolicyEnabled: true, cookieBannerAcceptType: 'OPT_IN_AND_OUT' }
const trackingCookiesLeft = () => cookieNames().filter((name) => (RESTRICTIVE_MODE_COOKIES as readonly string[]).includes(name))

/** WebKit's page reads cookies from a cache that a deletion reaches a moment later. */
const allCleared = () => waitFor(() => trackingCookiesLeft().length === 0, `${trackingCookiesLeft().join(', ')} to be cleared`)

/** Sets every cookie of restrictive mode on the page's host, as host-only and as a domain cookie. */
function seedTrackingCookies(): void {
  for (const name of RESTRICTIVE_MODE_COOKIES) {
    writeCookie(name, '1')
    writeCookie(name, '2', { domain: location.hostname })
  }
  expect(trackingCookiesLeft()).to.include.members([...RESTRICTIVE_MODE_COOKIES])
}

type GoogleTagPage = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void }

describe('<ss-cookie-banner> consent', () => {
  describe('tracking cookies under a restrictive policy', () => {
    it('clears them on load while the visitor has not chosen, on the host and on its domain', async () => {
      seedTrackingCookies()
      await banner(restrictive)
      await allCleared()
    })

    it('clears them when the visitor declines', async () => {
      const element = await banner(restrictive)
      seedTrackingCookies()
      button(element, 'decline').click()
      await allCleared()
    })

    it('keeps them once the visitor accepts', async () => {
      const element = await banner(restrictive)
      seedTrackingCookies()
      button(element, 'accept').click()
      expect(trackingCookiesLeft()).to.have.members([...RESTRICTIVE_MODE_COOKIES])
    })

    it('clears them after consent when the policy is absolute', async () => {
      storeConsent(true)
      seedTrackingCookies()
      await banner({ ...restrictive, isRestrictiveCookiePolicyAbsolute: true })
      await allCleared()
    })

    it('leaves them alone without a restrictive policy', async () => {
      seedTrackingCookies()
      const element = await banner({ cookieBannerAcceptType: 'OPT_IN_AND_OUT' })
      button(element, 'decline').click()
      expect(trackingCookiesLeft()).to.have.members([...RESTRICTIVE_MODE_COOKIES])
    })

    it('the forced preview clears nothing and stores nothing', async () => {
      seedTrackingCookies()
      await banner(restrictive, 'forced')
      expect(trackingCookiesLeft()).to.have.members([...RESTRICTIVE_MODE_COOKIES])
      expect(readConsent()).to.equal(undefined)
    })

    it('clears cookies set on every folder of a deeper page’s path', async () => {
      const folder = '/consent-clearing-test/shop'
      const frame = document.createElement('iframe')
      frame.src = `${folder}/item`
      const loaded = waitForEvent(frame, 'load', 10_000)
      document.body.append(frame)
      await loaded
      try {
        const frameDocument = frame.contentDocument!
        for (const path of ['/consent-clearing-test', '/consent-clearing-test/', folder, `${folder}/`]) {
          writeCookie('ss_cvr', path, { path })
        }
        const values = () => frameDocument.cookie.split('; ').filter((pair) => pair.startsWith('ss_cvr='))
        expect(values()).to.have.length(4)
        clearTrackingCookies(frameDocument)
        expect(values()).to.deep.equal([])
      } finally {
        frame.remove()
      }
    })
  })

  describe('Global Privacy Control', () => {
    afterEach(() => {
      delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl
    })
    const sendGpc = () => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true })

    it('declines for the visitor, shows no banner and says so, when the settings honour it', async () => {
      sendGpc()
      const consent = waitForEvent<CustomEvent>(window, 'ss-consent')
      const element = await banner({ ...restrictive, honorGlobalPrivacyControl: true })
      expect((await consent).detail).to.deep.equal({ allowed: false })
      expect(base(element)).to.equal(null)
      expect(readConsent()).to.equal(false)
      await waitFor(() => page.network.to('/api/consent/records')[0]?.body, 'the consent record')
      expect(JSON.parse(page.network.to('/api/consent/records')[0]!.body)).to.include({ allowed: false, method: 'gpc' })
    })

    it('is ignored when the settings do not ask for it', async () => {
      sendGpc()
      expect(base(await banner(restrictive))).to.not.equal(null)
    })

    it('does not override a choice the visitor made', async () => {
      sendGpc()
      storeConsent(true)
      await banner({ ...restrictive, honorGlobalPrivacyControl: true })
      expect(readConsent()).to.equal(true)
    })
  })

  describe('Google Consent Mode v2', () => {
    const page = window as GoogleTagPage
    const denied = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }
    const granted = { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }
    const commands = () => page.dataLayer!.map((entry) => Array.from(entry as IArguments))

    beforeEach(() => {
      // Google's snippet, with the tag library not loaded yet.
      page.dataLayer = []
      page.gtag = function gtag() {
        // eslint-disable-next-line prefer-rest-params
        page.dataLayer!.push(arguments)
      }
      page.gtag('js', 'now')
      page.gtag('config', 'G-TEST')
    })
    afterEach(() => {
      delete page.dataLayer
      delete page.gtag
    })

    it('sets every type denied by default before the queued tags, then grants them on Accept', async () => {
      const element = await banner(restrictive)
      expect(commands()[0]).to.deep.equal(['consent', 'default', { ...denied, wait_for_update: 500 }])
      expect(commands().slice(1, 3)).to.deep.equal([['js', 'now'], ['config', 'G-TEST']])
      button(element, 'accept').click()
      expect(commands().at(-1)).to.deep.equal(['consent', 'update', granted])
    })

    it('denies them on Decline', async () => {
      const element = await banner(restrictive)
      button(element, 'decline').click()
      expect(commands().at(-1)).to.deep.equal(['consent', 'update', denied])
    })

    it('starts from the stored choice', async () => {
      storeConsent(true)
      await banner(restrictive)
      expect(commands()[0]).to.deep.equal(['consent', 'default', granted])
    })

    it('grants by default when no restrictive policy asks for consent first', async () => {
      await banner({})
      expect(commands()[0]).to.deep.equal(['consent', 'default', { ...granted, wait_for_update: 500 }])
    })
  })

  describe('consent records', () => {
    it('posts the choice, the banner version, the time and a random consent id by beacon', async () => {
      document.cookie = 'crumb=test-crumb; Path=/'
      try {
        const element = await banner(restrictive)
        const before = Date.now()
        button(element, 'accept').click()
        await waitFor(() => page.network.to('/api/consent/records')[0]?.body, 'the consent record')
        const [request] = page.network.to('/api/consent/records')
        expect(request!.transport).to.equal('beacon')
        expect(request!.url.searchParams.get('crumb')).to.equal('test-crumb')
        const record = JSON.parse(request!.body)
        expect(record).to.include({ allowed: true, bannerVersion: 2, method: 'banner', pageUrl: location.origin + location.pathname })
        expect(record.consentId).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
        expect(Date.parse(record.time)).to.be.within(before - 1000, Date.now())
      } finally {
        document.cookie = 'crumb=; Path=/; Max-Age=0'
      }
    })

    it('gives each choice its own id, and says when a script chose', async () => {
      const element = await banner(restrictive)
      element.decline()
      element.open()
      element.accept()
      await waitFor(() => page.network.to('/api/consent/records').every((request) => request.body), 'both records')
      const records = page.network.to('/api/consent/records').map((request) => JSON.parse(request.body))
      expect(records.map((record) => [record.allowed, record.method])).to.deep.equal([[false, 'script'], [true, 'script']])
      expect(records[0].consentId).to.not.equal(records[1].consentId)
    })

    it('falls back to a keepalive fetch where the beacon is refused', async () => {
      page.recordNetwork({ beaconAccepted: false })
      const element = await banner(restrictive)
      button(element, 'accept').click()
      await waitFor(() => page.network.to('/api/consent/records').some((request) => request.transport === 'fetch'), 'the fetch')
    })

    it('swallows a failing network', async () => {
      page.recordNetwork({ beaconAccepted: false, status: 500 })
      const errors: unknown[] = []
      const onError = (event: PromiseRejectionEvent) => errors.push(event.reason)
      window.addEventListener('unhandledrejection', onError)
      try {
        const element = await banner(restrictive)
        button(element, 'accept').click()
        await waitFor(() => page.network.to('/api/consent/records').length > 1, 'the beacon and the fetch')
        await settle()
        expect(errors).to.deep.equal([])
        expect(readConsent()).to.equal(true)
      } finally {
        window.removeEventListener('unhandledrejection', onError)
      }
    })
  })

  describe('consent-gated scripts', () => {
    type Page = Window & { gatedRuns?: number }
    afterEach(() => delete (window as Page).gatedRuns)
    const gated = `<script type="text/plain" data-ss-consent="analytics">window.gatedRuns = (window.gatedRuns || 0) + 1</script>`

    it('run once the visitor accepts, once', async () => {
      page.container().innerHTML = gated
      const element = await banner(restrictive)
      expect((window as Page).gatedRuns).to.equal(undefined)
      button(element, 'accept').click()
      expect((window as Page).gatedRuns).to.equal(1)
      element.open()
      button(element, 'accept').click()
      expect((window as Page).gatedRuns).to.equal(1)
    })

    it('never run when the visitor declines', async () => {
      page.container().innerHTML = gated
      const element = await banner(restrictive)
      button(element, 'decline').click()
      expect((window as Page).gatedRuns).to.equal(undefined)
    })

    it('run on load when the visitor accepted earlier', async () => {
      storeConsent(true)
      page.container().innerHTML = gated
      await banner(restrictive)
      expect((window as Page).gatedRuns).to.equal(1)
    })
  })

  describe('before consent under a restrictive policy', () => {
    it('nothing is sent and nothing is stored', async () => {
      await banner(restrictive)
      await settle()
      expect(page.network.requests).to.deep.equal([])
      expect(page.network.resourcesSince().filter((url) => url.includes('/api/'))).to.deep.equal([])
      expect(cookieNames().filter((name) => name !== 'crumb')).to.deep.equal([])
      expect(Object.keys(localStorage).filter((key) => key.startsWith('SS_'))).to.deep.equal([])
    })
  })
})
