import { expect } from '@esm-bundle/chai'
import { sendKeys, sendMouse } from '@web/test-runner-commands'
import { deepActiveElement } from '../../core/dom/focus.ts'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { setViewport } from '../../test/helpers/emulation.ts'
import { useManualClock, type ManualClock } from '../../test/helpers/manual-clock.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'
import type { PopupRecord } from './display-rule.ts'
import { SsPopup } from './index.ts'
import { POPUP_STORAGE_KEY } from '../../core/storage/overlay-keys.ts'
import { MOBILE_MAX_WIDTH } from './triggers.ts'

const DAY = 24 * 60 * 60 * 1000
const CONTENT = '<h2>Join our list</h2><p>News once a month.</p><label>Email <input type="email"></label>'

const dialogOf = (element: SsPopup) => element.shadowRoot!.querySelector('dialog')
const isShown = (element: SsPopup) => dialogOf(element)?.open === true
const stored = (key = POPUP_STORAGE_KEY): PopupRecord | null => JSON.parse(localStorage.getItem(key) ?? 'null')
const store = (record: PopupRecord, key = POPUP_STORAGE_KEY) => localStorage.setItem(key, JSON.stringify(record))

describe('<ss-popup>', () => {
  let container: HTMLElement
  let clock: ManualClock
  let events: string[]
  const now = Date.UTC(2026, 5, 15, 12)

  beforeEach(() => {
    clock = useManualClock(now)
    localStorage.removeItem(POPUP_STORAGE_KEY)
    container = document.body.appendChild(document.createElement('div'))
    events = []
  })
  afterEach(async () => {
    container.remove()
    await settle()
    clock.restore()
    localStorage.removeItem(POPUP_STORAGE_KEY)
  })

  /** Adds a popup and resolves once it has decided whether to show (on its own, without a trigger). */
  async function popup(attributes = '', content = CONTENT): Promise<SsPopup> {
    container.insertAdjacentHTML('beforeend', `<ss-popup ${attributes}>${content}</ss-popup>`)
    const element = container.lastElementChild as SsPopup
    element.addEventListener('ss-popup-open', () => events.push('open'))
    element.addEventListener('ss-popup-close', (event) => events.push(`close ${event.detail.reason}`))
    await waitFor(() => element.dataset.state, 'the popup to load')
    await settle()
    return element
  }

  describe('the display rule', () => {
    it('shows a first-time visitor the popup, and records the showing', async () => {
      const element = await popup('data-block-json=\'{"version": 3}\'')
      expect(isShown(element)).to.equal(true)
      expect(events).to.deep.equal(['open'])
      expect(stored()).to.deep.equal({ version: 3, submitted: false, closedAt: now })
    })

    it('never opens with nothing to show, records nothing and says why once; opens once it has content', async () => {
      const warnings: unknown[] = []
      const warn = console.warn
      console.warn = (...args: unknown[]) => void warnings.push(args.join(' '))
      try {
        const element = await popup('id="site-popup"', ' \n ')
        element.open()
        await settle()
        expect(isShown(element)).to.equal(false)
        expect(events).to.deep.equal([])
        expect(stored()).to.equal(null)
        expect(warnings).to.deep.equal(['ss-elements: <ss-popup id="site-popup"> has nothing to show (no content in it): it stays closed.'])
        element.innerHTML = CONTENT
        element.open()
        await waitFor(() => isShown(element), 'the popup to open')
        expect(events).to.deep.equal(['open'])
      } finally {
        console.warn = warn
      }
    })

    it('stays away until displayFrequency days have passed since the close', async () => {
      store({ version: 1, submitted: false, closedAt: now - 2 * DAY })
      expect(isShown(await popup('display-frequency="3"'))).to.equal(false)
      expect(stored()!.closedAt).to.equal(now - 2 * DAY)
      clock.advance(DAY)
      expect(isShown(await popup('display-frequency="3"'))).to.equal(true)
    })

    it('shows again when the version is raised', async () => {
      store({ version: 1, submitted: true, closedAt: now })
      expect(isShown(await popup('version="1" show-until-signup'))).to.equal(false)
      const element = await popup('version="2" show-until-signup')
      expect(isShown(element)).to.equal(true)
      expect(stored()).to.deep.equal({ version: 2, submitted: false, closedAt: now })
    })

    it('never shows again with a frequency of -1', async () => {
      store({ version: 1, submitted: false, closedAt: now - 3650 * DAY })
      expect(isShown(await popup('display-frequency="-1"'))).to.equal(false)
    })

    it('does not show after a sign-up with showUntilSignup', async () => {
      store({ version: 1, submitted: true, closedAt: now - 30 * DAY })
      expect(isShown(await popup('show-until-signup'))).to.equal(false)
      expect(isShown(await popup(''))).to.equal(true)
    })

    it('keeps a record per id', async () => {
      store({ version: 1, submitted: false, closedAt: now })
      const element = await popup('id="spring-sale"')
      expect(isShown(element)).to.equal(true)
      expect(stored(`${POPUP_STORAGE_KEY}:spring-sale`)).to.deep.equal({ version: 1, submitted: false, closedAt: now })
      localStorage.removeItem(`${POPUP_STORAGE_KEY}:spring-sale`)
    })

    it('shows once per page where storage throws, without an error', async () => {
      // As in a private mode or a sandboxed frame: reaching localStorage throws.
      const own = Object.getOwnPropertyDescriptor(window, 'localStorage')
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get: () => {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      })
      try {
        expect(() => localStorage).to.throw()
        const first = await popup('id="private-mode" display-frequency="0"')
        expect(isShown(first)).to.equal(true)
        first.close()
        const second = await popup('id="private-mode" display-frequency="0"')
        expect(isShown(second)).to.equal(false)
        expect(second.hasAttribute('data-ss-error')).to.equal(false)
      } finally {
        if (own) Object.defineProperty(window, 'localStorage', own)
        else delete (window as { localStorage?: Storage }).localStorage
      }
    })

    it('writes nothing, and shows whatever the record says, when forced (the edit preview)', async () => {
      store({ version: 1, submitted: true, closedAt: now })
      const element = await popup('forced display-frequency="-1" show-until-signup')
      expect(isShown(element)).to.equal(true)
      element.close()
      expect(stored()).to.deep.equal({ version: 1, submitted: true, closedAt: now })
    })
  })

  describe('triggers', () => {
    it('waits showAfterSeconds', async () => {
      const element = await popup('show-after-seconds="5"')
      clock.advance(4999)
      expect(isShown(element)).to.equal(false)
      expect(localStorage.getItem(POPUP_STORAGE_KEY)).to.equal(null)
      clock.advance(1)
      expect(isShown(element)).to.equal(true)
    })

    it('waits until the visitor has scrolled showAfterScrollPercent of the page', async () => {
      const spacer = document.body.appendChild(document.createElement('div'))
      spacer.style.height = `${innerHeight * 3}px`
      try {
        const element = await popup('show-after-scroll-percent="50"')
        const scrollable = document.documentElement.scrollHeight - innerHeight
        scrollTo(0, scrollable * 0.4)
        await new Promise((resolve) => setTimeout(resolve, 50))
        expect(isShown(element)).to.equal(false)
        scrollTo(0, scrollable * 0.6)
        await waitFor(() => isShown(element), 'the scroll depth to show the popup')
      } finally {
        spacer.remove()
        scrollTo(0, 0)
      }
    })

    it('shows on whichever comes first, the delay or the scroll depth', async () => {
      const element = await popup('show-after-seconds="10" show-after-scroll-percent="90"')
      // This page cannot scroll: it counts as read through.
      expect(isShown(element)).to.equal(true)
    })
  })

  describe('mobile widths', () => {
    const desktop = { width: innerWidth, height: innerHeight }
    before(() => setViewport({ width: MOBILE_MAX_WIDTH, height: 700 }))
    after(() => setViewport(desktop))

    it(`stays away at ${MOBILE_MAX_WIDTH} px and under`, async () => {
      expect(isShown(await popup())).to.equal(false)
      expect(localStorage.getItem(POPUP_STORAGE_KEY)).to.equal(null)
    })

    it('shows there with enableMobile, or when open() is called', async () => {
      expect(isShown(await popup('enable-mobile'))).to.equal(true)
      container.replaceChildren()
      const element = await popup()
      element.open()
      await waitFor(() => isShown(element), 'open() to show the popup')
    })
  })

  describe('the modal dialog', () => {
    let trigger: HTMLButtonElement
    beforeEach(() => {
      trigger = document.body.appendChild(document.createElement('button'))
      trigger.textContent = 'Somewhere on the page'
      trigger.focus()
    })
    afterEach(() => trigger.remove())

    it('is a modal dialog named by its heading, with focus inside, the page locked, and no axe violations', async () => {
      const element = await popup()
      const dialog = dialogOf(element)!
      expect(dialog.matches(':modal')).to.equal(true)
      expect(dialog.getAttribute('aria-label')).to.equal('Join our list')
      expect(deepActiveElement()?.getAttribute('aria-label')).to.equal('Close')
      expect(document.documentElement.style.overflow).to.equal('hidden')
      expect(getComputedStyle(dialog).zIndex).to.equal('30000')
      await expectNoAxeViolations(element)
    })

    it('keeps Tab inside: the close button, then the content', async () => {
      const element = await popup()
      const input = element.querySelector('input')!
      await sendKeys({ press: 'Tab' })
      expect(deepActiveElement()).to.equal(input)
      await sendKeys({ press: 'Tab' })
      expect(deepActiveElement()?.getAttribute('aria-label')).to.equal('Close')
      await sendKeys({ press: 'Shift+Tab' })
      expect(deepActiveElement()).to.equal(input)
    })

    it('closes with its close button, gives focus back, unlocks the page and records the close', async () => {
      const element = await popup()
      clock.advance(DAY)
      element.shadowRoot!.querySelector<HTMLButtonElement>('[part=close-button]')!.click()
      expect(isShown(element)).to.equal(false)
      expect(events).to.deep.equal(['open', 'close button'])
      expect(document.activeElement).to.equal(trigger)
      expect(document.documentElement.style.overflow).to.equal('')
      expect(stored()).to.deep.equal({ version: 1, submitted: false, closedAt: now + DAY })
    })

    it('closes on Esc and on a click around the panel', async () => {
      const element = await popup('display-frequency="0"')
      await sendKeys({ press: 'Escape' })
      await waitFor(() => !isShown(element), 'Esc to close the popup')
      element.open()
      await waitFor(() => isShown(element), 'the popup to open again')
      await sendMouse({ type: 'click', position: [5, 5] })
      await waitFor(() => !isShown(element), 'a click outside to close the popup')
      expect(events).to.deep.equal(['open', 'close escape', 'open', 'close overlay'])
    })

    it('stays open when ss-before-close is cancelled, and closes with close()', async () => {
      const element = await popup()
      const asked: string[] = []
      element.addEventListener('ss-before-close', (event) => {
        asked.push(event.detail.reason)
        event.preventDefault()
      })
      element.shadowRoot!.querySelector<HTMLButtonElement>('[part=close-button]')!.click()
      await sendKeys({ press: 'Escape' })
      await settle()
      expect(isShown(element)).to.equal(true)
      expect(asked).to.deep.equal(['button', 'escape'])
      element.close()
      await waitFor(() => !isShown(element), 'close() to close the popup')
      expect(events).to.deep.equal(['open', 'close method'])
    })

    it('is closed and leaves the page unlocked when removed while open', async () => {
      const element = await popup()
      element.remove()
      await settle()
      expect(document.documentElement.style.overflow).to.equal('')
      expect(document.activeElement).to.equal(trigger)
    })
  })
})
