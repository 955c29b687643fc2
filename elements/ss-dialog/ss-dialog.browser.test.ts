import { expect } from '@esm-bundle/chai'
import { sendKeys, sendMouse } from '@web/test-runner-commands'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { emulateMedia } from '../../test/helpers/emulation.ts'
import { deepActiveElement } from '../../core/dom/focus.ts'
import { useManualClock, type ManualClock } from '../../test/helpers/manual-clock.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { AUTO_HIDE_MS } from './auto-hide.ts'
import { HIDE_FALLBACK_MS } from './dialog-view.ts'
import { SsDialog } from './index.ts'

const shadow = (element: SsDialog) => element.shadowRoot!
const dialogOf = (element: SsDialog) => shadow(element).querySelector('dialog')
const buttonTexts = (element: SsDialog) => [...dialogOf(element)!.querySelectorAll('button')].map((button) => button.textContent!.trim())
const button = (element: SsDialog, text: string) =>
  [...dialogOf(element)!.querySelectorAll('button')].find((candidate) => candidate.textContent!.trim() === text)!

describe('<ss-dialog>', () => {
  let element: SsDialog
  let trigger: HTMLButtonElement
  let events: string[]
  let clock: ManualClock

  before(() => emulateMedia({ reducedMotion: 'reduce' }))
  after(() => emulateMedia({ reducedMotion: null }))

  beforeEach(() => {
    clock = useManualClock()
    trigger = document.body.appendChild(document.createElement('button'))
    trigger.textContent = 'Open'
    trigger.focus()
  })
  afterEach(() => {
    element.remove()
    trigger.remove()
    clock.restore()
  })

  /** Adds a dialog with `attributes` and the message, shows it, and resolves once it is open. */
  async function showDialog(attributes: string, message = 'Remove this item from your cart?'): Promise<SsDialog> {
    const holder = document.createElement('div')
    holder.innerHTML = `<ss-dialog ${attributes}>${message}</ss-dialog>`
    element = holder.firstElementChild as SsDialog
    document.body.append(element)
    const seen: string[] = (events = [])
    for (const name of ['show', 'confirm', 'reject', 'cancel', 'hide']) {
      element.addEventListener(`ss-dialog-${name}`, (event) => {
        const detail = (event as CustomEvent).detail as object | null
        seen.push(detail ? `${name} ${JSON.stringify(detail)}` : name)
      })
    }
    element.show()
    await waitFor(() => dialogOf(element)?.open, 'the dialog to open')
    return element
  }

  const closed = () => waitFor(() => !dialogOf(element), 'the dialog to close')

  describe('variants', () => {
    it('confirm-reject: Yes and No, an alert dialog named by its heading and described by its message', async () => {
      await showDialog('variant="confirm-reject" heading="Remove item"')
      const dialog = dialogOf(element)!
      expect(buttonTexts(element)).to.deep.equal(['Yes', 'No'])
      expect(dialog.getAttribute('role')).to.equal('alertdialog')
      expect(dialog.matches(':modal')).to.equal(true)
      expect(shadow(element).getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal('Remove item')
      expect(dialog.getAttribute('aria-describedby')).to.equal('message')
      expect(events).to.deep.equal(['show'])
      await expectNoAxeViolations(element)
    })

    it('confirm-cancel: OK and Cancel, with texts of its own', async () => {
      await showDialog('variant="confirm-cancel" heading="Leave?" confirm-text="Leave" cancel-text="Stay"')
      expect(buttonTexts(element)).to.deep.equal(['Leave', 'Stay'])
      await expectNoAxeViolations(element)
    })

    it('confirm: one OK button; without a heading the message names it', async () => {
      await showDialog('variant="confirm"', 'Your session has expired.')
      const dialog = dialogOf(element)!
      expect(buttonTexts(element)).to.deep.equal(['OK'])
      expect(dialog.getAttribute('aria-labelledby')).to.equal('message')
      expect(dialog.hasAttribute('aria-describedby')).to.equal(false)
      await expectNoAxeViolations(element)
    })

    it('none: only a corner button labelled Close, in a plain dialog', async () => {
      await showDialog('variant="none" heading="Saved"', 'Your changes are saved.')
      const dialog = dialogOf(element)!
      expect(dialog.hasAttribute('role')).to.equal(false)
      expect([...dialog.querySelectorAll('button')].map((each) => each.getAttribute('aria-label'))).to.deep.equal(['Close'])
      await expectNoAxeViolations(element)
    })

    it('is 350 px wide with 20 px of padding, at z-index 30000', async () => {
      await showDialog('heading="Sizes"')
      const panel = shadow(element).querySelector<HTMLElement>('[part=panel]')!
      // The layout width: the opening transition scales the panel from 0.94.
      expect(panel.offsetWidth).to.equal(350)
      expect(getComputedStyle(panel).paddingTop).to.equal('20px')
      expect(getComputedStyle(dialogOf(element)!).zIndex).to.equal('30000')
    })

    it('does not show its message in the page while closed', async () => {
      const holder = document.body.appendChild(document.createElement('div'))
      holder.innerHTML = '<ss-dialog heading="Later">Not yet</ss-dialog>'
      element = holder.firstElementChild as SsDialog
      await waitFor(() => element.dataset.state === 'closed', 'the dialog to load')
      expect(element.getBoundingClientRect().height).to.equal(0)
      expect(element.open).to.equal(false)
      holder.remove()
    })
  })

  describe('answers', () => {
    it('confirm fires ss-dialog-confirm, then ss-dialog-hide with the answer, and gives focus back', async () => {
      await showDialog('variant="confirm-reject" heading="Remove item"')
      button(element, 'Yes').click()
      await closed()
      expect(events).to.deep.equal(['show', 'confirm', 'hide {"answer":"confirm"}'])
      expect(document.activeElement).to.equal(trigger)
      expect(element.open).to.equal(false)
    })

    it('reject fires ss-dialog-reject', async () => {
      await showDialog('variant="confirm-reject" heading="Remove item"')
      button(element, 'No').click()
      await closed()
      expect(events).to.deep.equal(['show', 'reject', 'hide {"answer":"reject"}'])
    })

    it('cancel fires ss-dialog-cancel with its reason: the button, Esc, a click outside', async () => {
      await showDialog('variant="confirm-cancel" heading="Leave?"')
      button(element, 'Cancel').click()
      await closed()
      element.remove()
      await showDialog('variant="confirm-cancel" heading="Leave?"')
      await sendKeys({ press: 'Escape' })
      await closed()
      expect(events).to.deep.equal(['show', 'cancel {"reason":"escape"}', 'hide {"answer":"cancel"}'])
      element.remove()
      await showDialog('variant="confirm-cancel" heading="Leave?"')
      await sendMouse({ type: 'click', position: [5, 5] })
      await closed()
      expect(events).to.deep.equal(['show', 'cancel {"reason":"overlay"}', 'hide {"answer":"cancel"}'])
    })

    it('the Close button of a dialog without answers cancels', async () => {
      await showDialog('variant="none" heading="Saved"')
      shadow(element).querySelector<HTMLButtonElement>('[part=close-button]')!.click()
      await closed()
      expect(events).to.deep.equal(['show', 'cancel {"reason":"button"}', 'hide {"answer":"cancel"}'])
    })

    it('a full-page dialog is not cancelled by a click on it', async () => {
      await showDialog('variant="confirm-cancel" full-page heading="Something Went Wrong!"', '')
      await sendMouse({ type: 'click', position: [5, 5] })
      expect(dialogOf(element)?.open).to.equal(true)
      expect(events).to.deep.equal(['show'])
    })

    it('hide() closes without an answer event', async () => {
      await showDialog('heading="Bye"')
      element.hide()
      await closed()
      expect(events).to.deep.equal(['show', 'hide {"answer":"cancel"}'])
    })
  })

  describe('focus', () => {
    it('starts on the answer that loses nothing, and Tab stays inside', async () => {
      await showDialog('variant="confirm-reject" heading="Remove item"')
      expect(deepActiveElement()).to.equal(button(element, 'No'))
      await sendKeys({ press: 'Tab' })
      expect(deepActiveElement()).to.equal(button(element, 'Yes'))
      await sendKeys({ press: 'Tab' })
      expect(deepActiveElement()).to.equal(button(element, 'No'))
    })

    it('starts on the only button of a confirm dialog', async () => {
      await showDialog('variant="confirm" heading="Done"')
      expect(deepActiveElement()).to.equal(button(element, 'OK'))
      await sendKeys({ press: 'Enter' })
      await closed()
      expect(events).to.deep.equal(['show', 'confirm', 'hide {"answer":"confirm"}'])
    })
  })

  describe('the information dialog (auto-hide)', () => {
    it('hides itself after 2,000 ms, counting as confirmed', async () => {
      await showDialog('variant="none" auto-hide heading="Saved"')
      clock.advance(AUTO_HIDE_MS - 1)
      expect(dialogOf(element)?.open).to.equal(true)
      clock.advance(1)
      await closed()
      expect(events).to.deep.equal(['show', 'confirm', 'hide {"answer":"confirm"}'])
    })

    it('waits while the pointer is over it, and counts 2,000 ms again once it leaves', async () => {
      await showDialog('variant="none" auto-hide heading="Saved"')
      const panel = shadow(element).querySelector('[part=panel]')!
      clock.advance(1500)
      panel.dispatchEvent(new PointerEvent('pointerenter'))
      clock.advance(10_000)
      expect(dialogOf(element)?.open).to.equal(true)
      panel.dispatchEvent(new PointerEvent('pointerleave'))
      clock.advance(AUTO_HIDE_MS - 1)
      expect(dialogOf(element)?.open).to.equal(true)
      clock.advance(1)
      await closed()
    })

    it('stays once the visitor uses the keyboard in it', async () => {
      await showDialog('variant="none" auto-hide heading="Saved"')
      await sendKeys({ press: 'Tab' })
      clock.advance(60_000)
      expect(dialogOf(element)?.open).to.equal(true)
      await sendKeys({ press: 'Escape' })
      await closed()
      expect(events).to.deep.equal(['show', 'cancel {"reason":"escape"}', 'hide {"answer":"cancel"}'])
    })
  })

  describe('hide transition', () => {
    before(() => emulateMedia({ reducedMotion: 'no-preference' }))
    after(() => emulateMedia({ reducedMotion: 'reduce' }))

    it('closes when the transition ends', async () => {
      await showDialog('heading="Fades"')
      button(element, 'OK').click()
      expect(dialogOf(element)!.dataset.state).to.equal('closing')
      expect(events).to.deep.equal(['show', 'confirm'])
      await closed()
      expect(events.at(-1)).to.equal('hide {"answer":"confirm"}')
    })

    it('closes after 600 ms when no transition ends', async () => {
      await showDialog('heading="No fade" style="--ss-dialog-transition-duration: 0s"')
      button(element, 'OK').click()
      clock.advance(HIDE_FALLBACK_MS - 1)
      expect(dialogOf(element)?.open).to.equal(true)
      clock.advance(1)
      await closed()
    })
  })
})
