import { expect } from '@esm-bundle/chai'
import { resetPageContext } from '../../core/context/page-context.ts'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { ANNOUNCEMENT_DISMISSAL_KEY } from '../../core/storage/overlay-keys.ts'
import type { SsAnnouncementBar } from './index.ts'
import './index.ts'

declare global {
  interface Window {
    SS_CONTEXT?: unknown
  }
}

const ANNOUNCEMENT = '<ss-announcement-bar><p>Free delivery this week. <a href="/shipping">Details</a></p></ss-announcement-bar>'
let container: HTMLElement | undefined

async function mount(markup = ANNOUNCEMENT, context?: object): Promise<SsAnnouncementBar> {
  window.SS_CONTEXT = context
  resetPageContext()
  container = document.createElement('div')
  container.innerHTML = markup
  document.body.append(container)
  const element = container.querySelector('ss-announcement-bar')!
  await waitFor(() => element.shadowRoot?.querySelector('[part=base]'), 'the bar to render')
  return element
}

const part = (element: Element, name: string) => element.shadowRoot!.querySelector<HTMLElement>(`[part~=${name}]`)
const isShown = (element: HTMLElement) => element.getBoundingClientRect().height > 0

describe('<ss-announcement-bar>', () => {
  afterEach(() => {
    container?.remove()
    localStorage.removeItem(ANNOUNCEMENT_DISMISSAL_KEY)
    delete window.SS_CONTEXT
    resetPageContext()
  })

  it('shows the announcement and its link in a labelled region, with a close button', async () => {
    const element = await mount()
    expect(isShown(element)).to.equal(true)
    expect(part(element, 'base')!.getAttribute('role')).to.equal('region')
    expect(part(element, 'base')!.getAttribute('aria-label')).to.equal('Announcement')
    expect(part(element, 'close-button')!.getAttribute('aria-label')).to.equal('Close announcement')
    expect(element.querySelector('a')!.getAttribute('href')).to.equal('/shipping')
    await expectNoAxeViolations(container!)
  })

  it('shows when the page context turns it on, and not when it turns it off', async () => {
    expect(isShown(await mount(ANNOUNCEMENT, { showAnnouncementBar: true }))).to.equal(true)
    container!.remove()
    const hidden = await mount(ANNOUNCEMENT, { showAnnouncementBar: false })
    expect(hidden.hidden).to.equal(true)
    expect(isShown(hidden)).to.equal(false)
  })

  it('closes with its button, fires ss-announcement-close, and stays closed on the next page', async () => {
    const element = await mount()
    let closes = 0
    element.addEventListener('ss-announcement-close', () => closes++)
    part(element, 'close-button')!.click()
    expect(isShown(element)).to.equal(false)
    expect(closes).to.equal(1)
    container!.remove()
    const again = await mount()
    expect(again.hidden).to.equal(true)
  })

  it('shows again when the announcement has changed since it was closed', async () => {
    ;(await mount()).close()
    container!.remove()
    const changed = await mount('<ss-announcement-bar><p>Closed on Monday for inventory.</p></ss-announcement-bar>')
    expect(isShown(changed)).to.equal(true)
  })

  it('still closes where storage throws, and shows again on the next page', async () => {
    const { getItem, setItem } = Storage.prototype
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    Storage.prototype.getItem = refuse
    Storage.prototype.setItem = refuse
    try {
      const element = await mount()
      element.close()
      expect(isShown(element)).to.equal(false)
      container!.remove()
      expect(isShown(await mount())).to.equal(true)
    } finally {
      Storage.prototype.getItem = getItem
      Storage.prototype.setItem = setItem
    }
  })

  it('has no close button with dismissible="false"', async () => {
    const element = await mount('<ss-announcement-bar dismissible="false"><p>Open every day.</p></ss-announcement-bar>')
    expect(part(element, 'close-button')).to.equal(null)
  })

  it('offers the edit link to an account that may edit the site, and to no one else', async () => {
    const editor = await mount(ANNOUNCEMENT, { authenticatedAccount: { id: 'a1' }, websiteRoles: [4] })
    const trigger = part(editor, 'owner-trigger')!
    expect(trigger.textContent).to.equal('Edit announcement bar')
    expect(trigger.getAttribute('href')).to.equal(`/config/?frameUrl=${encodeURIComponent(location.pathname + location.search)}`)
    await expectNoAxeViolations(container!)
    container!.remove()
    expect(part(await mount(ANNOUNCEMENT, { authenticatedAccount: { id: 'a2' }, websiteRoles: [10] }), 'owner-trigger')).to.equal(null)
    container!.remove()
    expect(part(await mount(), 'owner-trigger')).to.equal(null)
  })
})
