import { expect } from '@esm-bundle/chai'
import { resetPageContext } from '../../core/context/page-context.ts'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { setViewport } from '../../test/helpers/emulation.ts'
import { nextFrame } from '../../test/helpers/events.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import type { SsMobileInfoBar } from './index.ts'
import './index.ts'

declare global {
  interface Window {
    SS_CONTEXT?: unknown
  }
}

const SETTINGS = {
  phone: '+1 555-0100',
  email: 'hello@example.com',
  address: '1 Main St, Springfield',
  hours: 'Mon–Fri 9–17\nSat 10–14',
  text: 'Open today',
}
let container: HTMLElement | undefined

async function mount(settings: object = SETTINGS, attributes = ''): Promise<SsMobileInfoBar> {
  container = document.createElement('div')
  container.innerHTML = `<ss-mobile-info-bar ${attributes}></ss-mobile-info-bar>`
  container.firstElementChild!.setAttribute('data-block-json', JSON.stringify(settings))
  document.body.append(container)
  const element = container.querySelector('ss-mobile-info-bar')!
  await waitFor(() => element.shadowRoot?.querySelector('[part=base]'), 'the bar to render')
  return element
}

const links = (element: Element) =>
  Array.from(element.shadowRoot!.querySelectorAll('a'), (link) => [link.textContent, link.getAttribute('href')])
const part = (element: Element, name: string) => element.shadowRoot!.querySelector<HTMLElement>(`[part~=${name}]`)
const isShown = (element: HTMLElement) => element.getBoundingClientRect().height > 0

describe('<ss-mobile-info-bar>', () => {
  const warnings: unknown[][] = []
  const warn = console.warn
  beforeEach(async () => {
    await setViewport({ width: 800, height: 600 })
    // Only this library's warnings: lit-html in dev mode warns about itself.
    console.warn = (...args: unknown[]) => String(args[0]).startsWith('ss-elements') && warnings.push(args)
  })
  afterEach(async () => {
    console.warn = warn
    warnings.length = 0
    container?.remove()
    delete window.SS_CONTEXT
    resetPageContext()
    await setViewport({ width: 800, height: 600 })
  })

  it('offers Call, Email, Directions and Hours as a labelled navigation', async () => {
    const element = await mount()
    expect(isShown(element)).to.equal(true)
    expect(part(element, 'base')!.getAttribute('aria-label')).to.equal('Contact and location')
    expect(part(element, 'text')!.textContent).to.equal('Open today')
    expect(links(element)).to.deep.equal([
      ['Call', 'tel:+1555-0100'],
      ['Email', 'mailto:hello@example.com'],
      ['Directions', 'https://www.google.com/maps/search/?api=1&query=1%20Main%20St%2C%20Springfield'],
    ])
    expect(warnings).to.deep.equal([])
    await expectNoAxeViolations(container!)
  })

  it('opens and closes the hours with the Hours button', async () => {
    const element = await mount()
    const button = part(element, 'hours-button')!
    const hours = part(element, 'hours')!
    expect(button.getAttribute('aria-expanded')).to.equal('false')
    expect(button.getAttribute('aria-controls')).to.equal(hours.id)
    expect(isShown(hours)).to.equal(false)
    button.click()
    await waitFor(() => button.getAttribute('aria-expanded') === 'true', 'the hours to open')
    expect(isShown(hours)).to.equal(true)
    expect(hours.innerText).to.equal('Mon–Fri 9–17\nSat 10–14')
    await expectNoAxeViolations(container!)
    button.click()
    await waitFor(() => button.getAttribute('aria-expanded') === 'false', 'the hours to close')
    expect(isShown(hours)).to.equal(false)
  })

  it('shows at 1,024 px wide and not at 1,025 px', async () => {
    const element = await mount()
    await setViewport({ width: 1024, height: 600 })
    await nextFrame()
    expect(isShown(element)).to.equal(true)
    await setViewport({ width: 1025, height: 600 })
    await nextFrame()
    expect(isShown(element)).to.equal(false)
  })

  it('leaves out a phone and an email that fail the URL rules, with a warning each', async () => {
    const element = await mount({ ...SETTINGS, phone: '12', email: 'hello@example' })
    expect(links(element).map(([label]) => label)).to.deep.equal(['Directions'])
    expect(warnings.map(([message]) => message)).to.deep.equal([
      'ss-elements: <ss-mobile-info-bar> left out the Call link: "12" is not a proper phone number.',
      'ss-elements: <ss-mobile-info-bar> left out the Email link: "hello@example" is not a proper email address.',
    ])
    part(element, 'hours-button')!.click()
    await waitFor(() => part(element, 'hours-button')!.getAttribute('aria-expanded') === 'true', 'the hours to open')
    expect(warnings).to.have.length(2)
  })

  it("takes the site's mobileInfoBarSettings from the page context, each overridden by the element", async () => {
    window.SS_CONTEXT = { websiteSettings: { mobileInfoBarSettings: { phone: '555-0100', email: 'site@example.com' } } }
    resetPageContext()
    const element = await mount({}, 'email="shop@example.com"')
    expect(links(element)).to.deep.equal([
      ['Call', 'tel:555-0100'],
      ['Email', 'mailto:shop@example.com'],
    ])
  })

  it('is hidden when it has nothing to offer', async () => {
    const element = await mount({ phone: 'none' })
    expect(element.hidden).to.equal(true)
    expect(isShown(element)).to.equal(false)
  })
})
