import { expect } from '@esm-bundle/chai'
import { CONSENT_COOKIE, storeConsent } from '../../core/consent/consent-cookie.ts'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { nextFrame } from '../../test/helpers/events.ts'
import { trackResources } from '../../test/helpers/resources.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'
import type { SsReservation } from './index.ts'
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

  it('draws the wide reservation widget above 850 px only, and lays the table booking out in a column at 750 px or less only', async () => {
    const widths = [751, 750, 851, 850]
    const elements: SsReservation[] = []
    for (const [index, width] of widths.entries()) {
      elements.push(await mountReservation(`<ss-reservation restaurant-id="${index + 1}">${FALLBACK}</ss-reservation>`, { width }))
    }
    await waitFor(() => elements.every((element) => widgetFrame(element)), 'the widgets')
    expect(elements.map((element) => widgetFrame(element)!.dataset.theme)).to.deep.equal(['standard', 'standard', 'wide', 'standard'])
    expect(elements.map((element) => baseOf(element)!.dataset.theme)).to.deep.equal(['standard', 'standard', 'wide', 'standard'])
    expect(elements.map((element) => baseOf(element)!.dataset.layout)).to.deep.equal(['row', 'column', 'row', 'row'])
    expect(elements.map((element) => getComputedStyle(element.querySelector('[slot=widget]')!).flexDirection)).to.deep.equal([
      'row',
      'column',
      'row',
      'row',
    ])
  })

  it('follows the width as the block is resized, whatever layout it had before', async () => {
    const element = await mountReservation(`<ss-reservation restaurant-id="7">${FALLBACK}</ss-reservation>`, { width: 900 })
    await waitFor(() => widgetFrame(element)?.dataset.theme === 'wide', 'the wide widget')
    const box = element.parentElement!
    const layoutAt = async (width: number, theme: string, direction: string) => {
      box.style.width = `${width}px`
      await waitFor(
        () => baseOf(element)!.dataset.theme === theme && baseOf(element)!.dataset.layout === direction && widgetFrame(element)?.dataset.theme === theme,
        `the ${theme} widget in a ${direction} at ${width} px`,
      )
      expect(getComputedStyle(element.querySelector('[slot=widget]')!).flexDirection).to.equal(direction)
    }

    await layoutAt(850, 'standard', 'row')
    await layoutAt(750, 'standard', 'column')
    await layoutAt(751, 'standard', 'row')
    await layoutAt(851, 'wide', 'row')
    await layoutAt(800, 'standard', 'row')
    expect(element.querySelectorAll('[slot=widget]')).to.have.length(1)
    // The reservation widget is drawn again only when its theme changes; the table booking's direction is style.
    expect(widgetLoads().map((load) => load.theme)).to.deep.equal(['wide', 'standard', 'wide', 'standard'])
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
