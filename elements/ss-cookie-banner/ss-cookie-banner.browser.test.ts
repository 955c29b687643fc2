import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import './index.ts'
import { bannerBase, choiceButton, useBannerPage } from './testing.ts'
import { readConsent, storeConsent } from '../../core/consent/consent-cookie.ts'
import { DEFAULT_BANNER_TEXT } from '../../core/consent/banner-settings.ts'
import { browserCookies } from '../../test/helpers/browser-cookies.ts'
import { waitForEvent } from '../../test/helpers/events.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'

const page = useBannerPage()
const banner = page.banner
const base = bannerBase
const button = choiceButton
const buttons = (element: Element) => [...element.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')]
const optInAndOut = { cookieBannerAcceptType: 'OPT_IN_AND_OUT' }

describe('<ss-cookie-banner>', () => {
  describe('asking', () => {
    it('shows a labelled region with the default message and an Accept button when the visitor has not chosen', async () => {
      const element = await banner()
      const region = base(element)!
      expect(region.localName).to.equal('section')
      expect(region.getAttribute('aria-label')).to.equal('Cookie consent')
      expect(element.shadowRoot!.querySelector('[part=message]')!.textContent).to.equal(DEFAULT_BANNER_TEXT)
      expect(buttons(element).map((each) => each.getAttribute('aria-label'))).to.deep.equal(['Accept'])
      expect(element.dataset.state).to.equal('open')
    })

    it('shows Decline only for the opt-in-and-out accept type, before Accept', async () => {
      const element = await banner({ ...optInAndOut, cookieBannerCtaVariant: 'TEXT' })
      expect(buttons(element).map((each) => each.textContent)).to.deep.equal(['Decline', 'Accept'])
    })

    it('uses the texts of the settings', async () => {
      const element = await banner({
        ...optInAndOut,
        cookieBannerCtaVariant: 'BUTTON',
        cookieBannerText: 'Cookies help us bake.',
        cookieBannerCtaText: 'Yes please',
        cookieBannerOptOutCtaText: 'No thanks',
      })
      expect(element.shadowRoot!.querySelector('[part=message]')!.textContent).to.equal('Cookies help us bake.')
      expect(buttons(element).map((each) => each.textContent)).to.deep.equal(['No thanks', 'Yes please'])
    })

    it('takes any setting from a plain attribute too, overriding the block JSON', async () => {
      const element = await banner(
        { cookieBannerText: 'From the JSON.' },
        'cookie-banner-text="From the attribute." cookie-banner-accept-type="OPT_IN_AND_OUT" cookie-banner-cta-variant="TEXT" cookie-banner-opt-out-cta-text="Nope"',
      )
      expect(element.shadowRoot!.querySelector('[part=message]')!.textContent).to.equal('From the attribute.')
      expect(buttons(element).map((each) => each.textContent)).to.deep.equal(['Nope', 'Accept'])
    })

    it('accepts the API shape of the settings', async () => {
      const element = await banner({ isAnalyticsCookiesDisabled: true, cookieBannerTheme: 'light', cookieBannerVariant: 'popup' })
      expect(base(element)!.className).to.contain('popup').and.to.contain('theme-light').and.to.contain('bottom-left')
    })

    it('shows nothing when the settings switch the banner off', async () => {
      const element = await banner({ isCookieBannerEnabled: false })
      expect(base(element)).to.equal(null)
      expect(element.dataset.state).to.equal('closed')
    })
  })

  describe('choosing', () => {
    it('Accept stores ss_cookieAllowed=true, removes the banner and fires ss-consent {allowed: true}', async () => {
      const element = await banner()
      const consent = waitForEvent<CustomEvent>(window, 'ss-consent')
      button(element, 'accept').click()
      expect((await consent).detail).to.deep.equal({ allowed: true })
      expect(readConsent()).to.equal(true)
      expect(base(element)).to.equal(null)
      expect(element.dataset.state).to.equal('closed')
    })

    it('Decline stores ss_cookieAllowed=false, removes the banner and fires ss-consent {allowed: false}', async () => {
      const element = await banner(optInAndOut)
      const consent = waitForEvent<CustomEvent>(element, 'ss-consent')
      button(element, 'decline').click()
      expect((await consent).detail).to.deep.equal({ allowed: false })
      expect(readConsent()).to.equal(false)
      expect(base(element)).to.equal(null)
    })

    it('accept() and decline() choose as the buttons do', async () => {
      const element = await banner(optInAndOut)
      element.decline()
      expect(readConsent()).to.equal(false)
      expect(base(element)).to.equal(null)
      element.open()
      element.accept()
      expect(readConsent()).to.equal(true)
    })

    it('a stored choice, accepted or declined, means no banner', async () => {
      storeConsent(true)
      expect(base(await banner())).to.equal(null)
      storeConsent(false)
      expect(base(await banner())).to.equal(null)
    })

    it('keeps the choice for 30 days, SameSite=Lax, on the site’s own host', async () => {
      const element = await banner()
      const before = Date.now() / 1000
      button(element, 'accept').click()
      const cookie = (await browserCookies()).find(({ name }) => name === 'ss_cookieAllowed')!
      expect(cookie.value).to.equal('true')
      expect(cookie.sameSite).to.equal('lax')
      expect(cookie.path).to.equal('/')
      expect(cookie.domain).to.equal(location.hostname)
      expect(cookie.secure).to.equal(location.protocol === 'https:')
      const days = (cookie.expires! - before) / 86_400
      expect(days).to.be.closeTo(30, 0.01)
    })

    it('open() shows the banner again after a choice, moves focus to it, and gives focus back after the new choice', async () => {
      storeConsent(false)
      const element = await banner({ ...optInAndOut, cookieBannerCtaVariant: 'TEXT' })
      const footerLink = document.createElement('button')
      footerLink.textContent = 'Cookie settings'
      page.container().append(footerLink)
      footerLink.focus()
      element.open()
      await waitFor(() => element.shadowRoot!.activeElement === base(element), 'focus to move to the banner')
      button(element, 'accept').click()
      expect(readConsent()).to.equal(true)
      expect(document.activeElement).to.equal(footerLink)
    })

    it('open() on a banner that blocks the page shows it on the modal layer, and gives focus back after the choice', async () => {
      storeConsent(false)
      const element = await banner({ ...optInAndOut, blockPageUntilChoice: true })
      const footerLink = document.createElement('button')
      footerLink.textContent = 'Cookie settings'
      page.container().append(footerLink)
      footerLink.focus()
      element.open()
      await waitFor(() => (base(element) as HTMLDialogElement | null)?.matches(':modal'), 'the modal banner')
      expect(element.shadowRoot!.activeElement).to.equal(button(element, 'decline'))
      button(element, 'decline').click()
      expect(readConsent()).to.equal(false)
      expect(document.activeElement).to.equal(footerLink)
    })

    it('Esc does not accept, decline or hide the banner', async () => {
      const element = await banner(optInAndOut)
      button(element, 'accept').focus()
      await sendKeys({ press: 'Escape' })
      await settle()
      expect(base(element)).to.not.equal(null)
      expect(readConsent()).to.equal(undefined)
    })
  })

  describe('forced mode (edit preview)', () => {
    it('shows the banner whatever was stored, and ignores clicks and calls', async () => {
      storeConsent(true)
      const element = await banner(optInAndOut, 'forced')
      let events = 0
      element.addEventListener('ss-consent', () => events++)
      button(element, 'decline').click()
      element.decline()
      await settle()
      expect(base(element)).to.not.equal(null)
      expect(readConsent()).to.equal(true)
      expect(events).to.equal(0)
    })

    it('shows a banner the settings switched off', async () => {
      expect(base(await banner({ isCookieBannerEnabled: false }, 'forced'))).to.not.equal(null)
    })
  })

  describe('bad configuration', () => {
    it('reports a wrong type through ss-error and shows no banner', async () => {
      const original = console.error
      console.error = () => {}
      try {
        const element = await banner({ isCookieBannerEnabled: 'yes' })
        expect(element.getAttribute('data-ss-error')).to.contain('isCookieBannerEnabled')
        expect(base(element)).to.equal(null)
      } finally {
        console.error = original
      }
    })
  })
})
