import { expect } from '@esm-bundle/chai'
import { SsAnnouncementBar } from '../../elements/ss-announcement-bar/element.ts'
import { SsBadge } from '../../elements/ss-badge/element.ts'
import { SsMobileInfoBar } from '../../elements/ss-mobile-info-bar/element.ts'
import { SsPopup } from '../../elements/ss-popup/element.ts'
import { resetPageContext } from '../context/page-context.ts'
import type { PageContext } from '../context/page-context-schema.ts'
import { startRuntime, stopRuntime } from './start-runtime.ts'

// The classes alone, as dist/ss-elements.js defines them: each implementation loads when its tag connects.
for (const element of [SsAnnouncementBar, SsBadge, SsMobileInfoBar, SsPopup]) element.define()

declare global {
  interface Window {
    SS_CONTEXT?: unknown
  }
}

const TAGS = ['ss-announcement-bar', 'ss-badge', 'ss-mobile-info-bar', 'ss-popup'] as const
const loaded = (path: string) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(path))
const implementationLoaded = (tag: string) => loaded(`/elements/${tag}/implementation.ts`)

async function start(context: PageContext): Promise<void> {
  window.SS_CONTEXT = context
  resetPageContext()
  await startRuntime({ context })
}

async function drawn(tag: string): Promise<HTMLElement> {
  const element = document.querySelector<HTMLElement>(tag)!
  await customElements.whenDefined(tag)
  for (let frame = 0; frame < 100 && element.hasAttribute('data-ss-pending'); frame++) {
    await new Promise((resolve) => requestAnimationFrame(resolve))
  }
  return element
}

describe("the runtime shows the site's chrome from its settings", () => {
  afterEach(() => {
    stopRuntime()
    delete window.SS_CONTEXT
    resetPageContext()
    localStorage.clear()
  })

  // First: this page has loaded no implementation yet.
  it('adds nothing and loads nothing without those settings', async () => {
    await start({ website: { id: 'w1' }, websiteSettings: { ssBadgeType: 'none', mobileInfoBarSettings: { phone: ' ' } } })
    await new Promise((resolve) => setTimeout(resolve, 50))
    for (const tag of TAGS) {
      expect(document.querySelector(tag), tag).to.equal(null)
      expect(implementationLoaded(tag), tag).to.equal(false)
    }
  })

  it('shows the badge the site asks for, with its link, and loads no React', async () => {
    await start({ websiteSettings: { ssBadgeType: 2 } })
    const badge = await drawn('ss-badge')
    expect(badge.hidden).to.equal(false)
    expect(badge.shadowRoot!.querySelector<HTMLElement>('[part=base]')!.dataset.type).to.equal('white')
    expect(badge.querySelector('a')!.textContent).to.equal('Made with ss-elements')
    expect(implementationLoaded('ss-badge')).to.equal(true)
    expect(implementationLoaded('ss-popup')).to.equal(false)
    expect(loaded('/react-dom/'), 'React').to.equal(false)
    stopRuntime()
    expect(document.querySelector('ss-badge')).to.equal(null)
  })

  it("shows the mobile info bar with the site's settings", async () => {
    await start({ websiteSettings: { mobileInfoBarSettings: { phone: '+44 20 7946 0000', text: 'Visit our shop' } } })
    const bar = await drawn('ss-mobile-info-bar')
    const call = bar.shadowRoot!.querySelector<HTMLAnchorElement>('[part~=call]')!
    expect(call.href).to.equal('tel:+442079460000')
    expect(bar.shadowRoot!.querySelector('[part=text]')!.textContent).to.contain('Visit our shop')
  })

  it('shows the popup with the popup overlay settings as its block JSON', async () => {
    const popupOverlaySettings = { version: 3, displayFrequency: 7, enableMobile: true }
    await start({ websiteSettings: { popupOverlaySettings } })
    const popup = await drawn('ss-popup')
    expect(JSON.parse(popup.getAttribute('data-block-json')!)).to.deep.equal(popupOverlaySettings)
    expect(popup.hasAttribute('data-ss-error')).to.equal(false)
    expect(implementationLoaded('ss-popup')).to.equal(true)
  })

  it('shows the announcement bar at the top of the page when showAnnouncementBar, with the trigger for an editor', async () => {
    await start({ showAnnouncementBar: true, authenticatedAccount: { id: 'a1' }, websiteRoles: [1] })
    const bar = await drawn('ss-announcement-bar')
    expect(document.body.firstElementChild).to.equal(bar)
    expect(bar.hidden).to.equal(false)
    expect(bar.shadowRoot!.querySelector('[part=owner-trigger]')!.textContent).to.equal('Edit announcement bar')
  })

  it('hides the empty announcement bar from a visitor', async () => {
    await start({ showAnnouncementBar: true })
    expect((await drawn('ss-announcement-bar')).hidden).to.equal(true)
  })

  it('adds none where the page has an element of that tag already', async () => {
    document.body.insertAdjacentHTML('beforeend', '<ss-badge id="own"><a href="/">Ours</a></ss-badge>')
    try {
      await start({ websiteSettings: { ssBadgeType: 'black' } })
      expect([...document.querySelectorAll('ss-badge')].map((badge) => badge.id)).to.deep.equal(['own'])
    } finally {
      document.querySelector('#own')!.remove()
    }
  })
})
