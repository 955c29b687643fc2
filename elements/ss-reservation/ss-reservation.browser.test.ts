import { expect } from '@esm-bundle/chai'
import { CONSENT_COOKIE, storeConsent } from '../../core/consent/consent-cookie.ts'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { nextFrame } from '../../test/helpers/events.ts'
import { trackResources } from '../../test/helpers/resources.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'
import './index.ts'
import {
  baseOf,
  FALLBACK,
  mountReservation,
  removeReservations,
  setPageContext,
  shown,
  useFakeWidget,
  widgetFrame,
  widgetLoads,
  widgetRequests,
} from './test-fixtures/reservation-fixture.ts'
import { setReservationScriptUrl } from './widget-script.ts'

const frames = async (count: number) => {
  for (let frame = 0; frame < count; frame++) await nextFrame()
}

describe('<ss-reservation>', () => {
  before(useFakeWidget)
  afterEach(() => {
    removeReservations()
    setPageContext(undefined)
    delete window.fakeReservation
  })

  it('requests nothing out of view, then loads the widget into the block and shows it in place of the link', async () => {
    const element = await mountReservation(
      `<ss-reservation restaurant-id="412810" language="fr-CA">${FALLBACK}</ss-reservation>`,
      { width: 900, offscreen: true },
    )
    await frames(5)
    expect(widgetRequests()).to.deep.equal([])
    expect(shown(element).map((node) => node.textContent)).to.deep.equal(['Book a table at Harbour Kitchen'])

    element.scrollIntoView()
    await waitFor(() => baseOf(element)!.dataset.state === 'ready', 'the widget')
    expect(widgetLoads()).to.deep.equal([{ rid: '412810', theme: 'wide', lang: 'fr-CA' }])
    expect(element.querySelector('[slot=widget] script')).to.not.equal(null)
    expect(document.head.querySelector('script[src*="fake-reservation"]')).to.equal(null)
    expect(shown(element)).to.deep.equal([element.querySelector('[slot=widget]')])
    expect(widgetFrame(element)!.title).to.equal('Online reservations')
    await expectNoAxeViolations(element.parentElement!)
  })

  it('takes the wide layout above 850 px and the column layout at 850 px (kept from the start) and at 750 px', async () => {
    const wide = await mountReservation(`<ss-reservation restaurant-id="1">${FALLBACK}</ss-reservation>`, { width: 851 })
    const band = await mountReservation(`<ss-reservation restaurant-id="2">${FALLBACK}</ss-reservation>`, { width: 850 })
    const narrow = await mountReservation(`<ss-reservation restaurant-id="3">${FALLBACK}</ss-reservation>`, { width: 750 })
    await waitFor(() => [wide, band, narrow].every((element) => widgetFrame(element)), 'the widgets')
    expect([wide, band, narrow].map((element) => baseOf(element)!.dataset.layout)).to.deep.equal(['wide', 'column', 'column'])
    expect([wide, band, narrow].map((element) => widgetFrame(element)!.dataset.theme)).to.deep.equal([
      'wide',
      'standard',
      'standard',
    ])
    expect(getComputedStyle(narrow.querySelector('[slot=widget]')!).flexDirection).to.equal('column')
    expect(getComputedStyle(wide.querySelector('[slot=widget]')!).flexDirection).to.equal('row')
  })

  it('keeps the wide layout when narrowed to 850 px, and draws the column widget again at 750 px', async () => {
    const element = await mountReservation(`<ss-reservation restaurant-id="7">${FALLBACK}</ss-reservation>`, { width: 900 })
    await waitFor(() => widgetFrame(element)?.dataset.theme === 'wide', 'the wide widget')
    const box = element.parentElement!

    box.style.width = '850px'
    await frames(3)
    expect(baseOf(element)!.dataset.layout).to.equal('wide')
    expect(widgetLoads()).to.have.length(1)

    box.style.width = '750px'
    await waitFor(() => widgetFrame(element)?.dataset.theme === 'standard', 'the column widget')
    expect(baseOf(element)!.dataset.layout).to.equal('column')
    expect(element.querySelectorAll('[slot=widget]')).to.have.length(1)
    expect(widgetLoads().map((load) => load.theme)).to.deep.equal(['wide', 'standard'])
  })

  it('keeps the link, with one warning, when the widget script cannot be loaded', async () => {
    const warnings: string[] = []
    const warn = console.warn
    // Lit's dev-mode notice comes through here too.
    console.warn = (message: string) => void (message.startsWith('ss-reservation') && warnings.push(message))
    // An address that answers 404, as a booking service that is down would.
    setReservationScriptUrl('/elements/ss-reservation/test-fixtures/no-such-widget.js?rid={restaurantId}')
    try {
      const element = await mountReservation(`<ss-reservation restaurant-id="9">${FALLBACK}</ss-reservation>`)
      await waitFor(() => warnings.length === 1, 'the warning')
      expect(element.querySelector('[slot=widget]')).to.equal(null)
      expect(baseOf(element)!.dataset.state).to.equal('link')
      expect(shown(element).map((node) => node.textContent)).to.deep.equal(['Book a table at Harbour Kitchen'])
      expect(warnings).to.deep.equal([
        'ss-reservation: The reservation widget script could not be loaded. The block keeps its link.',
      ])
    } finally {
      console.warn = warn
      useFakeWidget()
    }
  })

  it('loads nothing without a restaurant id, or under a restrictive cookie policy the visitor has not accepted', async () => {
    await mountReservation(`<ss-reservation>${FALLBACK}</ss-reservation>`)
    setPageContext({
      websiteSettings: { cookieSettings: { isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: true } },
    })
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`
    const element = await mountReservation(`<ss-reservation restaurant-id="5">${FALLBACK}</ss-reservation>`)
    element.focus()
    await frames(5)
    expect(widgetRequests().filter((name) => name.includes('rid=5&'))).to.deep.equal([])
    expect(shown(element).map((node) => node.textContent)).to.deep.equal(['Book a table at Harbour Kitchen'])
  })

  it('draws its demo without an axe violation, once the visitor accepted tracking as its site asks', async () => {
    storeConsent(true)
    try {
      const demo = await (await fetch(new URL('./demo.html', import.meta.url))).text()
      const element = await mountReservation(demo, { width: 900 })
      await waitFor(() => baseOf(element)!.dataset.state === 'ready', 'the widget')
      await expectNoAxeViolations(element.closest('section')!)
    } finally {
      document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`
    }
  })

  it('releases its timer, observers and listeners and takes its widget out when removed, and loads again when put back', async () => {
    const element = await mountReservation(`<ss-reservation restaurant-id="never-ready">${FALLBACK}</ss-reservation>`)
    await waitFor(() => baseOf(element)!.dataset.state === 'loading', 'the widget to load')
    const parent = element.parentElement!
    element.remove()
    await settle()
    expect(element.querySelector('[slot=widget]')).to.equal(null)
    const resources = trackResources()
    try {
      const before = resources.snapshot({ retained: [element] })
      parent.append(element)
      await waitFor(() => baseOf(element)?.dataset.state === 'loading', 'the widget to load again')
      expect(resources.snapshot({ retained: [element] }).timeouts).to.equal(before.timeouts + 1)
      element.remove()
      await settle()
      expect(resources.snapshot({ retained: [element] })).to.deep.equal(before)
    } finally {
      resources.restore()
    }
    expect([...element.children].map((child) => child.outerHTML)).to.deep.equal([FALLBACK])
  })
})
