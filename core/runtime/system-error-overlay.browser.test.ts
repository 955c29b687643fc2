import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { deepActiveElement, dialogHost, dialogIn, referencedText } from '../../test/helpers/runtime-dialogs.ts'
import '../../elements/ss-dialog/index.ts'
import { emulateMedia } from '../../test/helpers/emulation.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { navigation } from './navigation.ts'
import { hideSystemErrorOverlay, showSystemErrorOverlay } from './system-error-overlay.ts'

const NAME = 'system-error-overlay'
const overlays = () => document.querySelectorAll(`[data-ss-dialog="${NAME}"]`)
const button = (label: string) =>
  [...dialogIn(NAME).querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === label)

/** Resolves once the overlay shows, with `message` as its name. */
const shownWith = (message = 'Something Went Wrong!') =>
  waitFor(
    () => dialogHost(NAME)?.shadowRoot?.querySelector('dialog')?.open && referencedText(dialogIn(NAME), 'aria-labelledby') === message,
    `the overlay to show "${message}"`,
  )
const cleared = () => waitFor(() => overlays().length === 0, 'the overlay to clear')

describe('system error overlay', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }))
  after(() => emulateMedia({ reducedMotion: null }))
  afterEach(async () => {
    hideSystemErrorOverlay()
    await cleared()
  })

  it('covers the whole page with "Something Went Wrong!", Reload Page and Clear', async () => {
    showSystemErrorOverlay()
    await shownWith()
    const dialog = dialogIn(NAME)
    expect(dialogHost(NAME)!.localName).to.equal('ss-dialog')
    expect(dialog.getAttribute('role')).to.equal('alertdialog')
    expect(dialog.matches(':modal')).to.equal(true)
    expect(referencedText(dialog, 'aria-labelledby')).to.equal('Something Went Wrong!')
    expect([...dialog.querySelectorAll('button')].map((element) => element.textContent?.trim())).to.deep.equal([
      'Reload Page',
      'Clear',
    ])
    const style = getComputedStyle(dialog)
    expect(style.position).to.equal('fixed')
    expect(Number(style.zIndex)).to.be.at.least(30000)
    const box = dialog.getBoundingClientRect()
    expect([box.top, box.left, box.width, box.height]).to.deep.equal([0, 0, innerWidth, innerHeight])
    await expectNoAxeViolations(dialogHost(NAME)!)
  })

  it('shows the message it is given', async () => {
    showSystemErrorOverlay({ message: 'Unable to connect to the provider. Please try again.' })
    await shownWith('Unable to connect to the provider. Please try again.')
  })

  it('updates the message of the overlay shown rather than stacking another', async () => {
    showSystemErrorOverlay()
    showSystemErrorOverlay({ message: 'Unauthorized request' })
    await shownWith('Unauthorized request')
    expect(overlays()).to.have.length(1)
  })

  it('goes away on Clear, and can show again later', async () => {
    showSystemErrorOverlay()
    await shownWith()
    button('Clear')!.click()
    await cleared()
    showSystemErrorOverlay()
    expect(overlays()).to.have.length(1)
  })

  it('reloads the page on Reload Page', async () => {
    const original = navigation.reload
    let reloads = 0
    navigation.reload = () => void reloads++
    try {
      showSystemErrorOverlay()
      await shownWith()
      button('Reload Page')!.click()
      expect(reloads).to.equal(1)
    } finally {
      navigation.reload = original
    }
  })

  describe('keyboard', () => {
    let trigger: HTMLButtonElement

    beforeEach(() => {
      trigger = document.body.appendChild(document.createElement('button'))
      trigger.textContent = 'Save'
      trigger.focus()
    })
    afterEach(() => trigger.remove())

    it('moves focus to Clear, the action that loses nothing; Shift+Tab reaches Reload Page', async () => {
      showSystemErrorOverlay()
      await shownWith()
      expect(deepActiveElement()).to.equal(button('Clear'))
      await sendKeys({ press: 'Shift+Tab' })
      expect(deepActiveElement()).to.equal(button('Reload Page'))
    })

    it('clears with Enter on Clear, and gives focus back', async () => {
      showSystemErrorOverlay()
      await shownWith()
      await sendKeys({ press: 'Enter' })
      await cleared()
      expect(document.activeElement).to.equal(trigger)
    })

    it('clears with Esc', async () => {
      showSystemErrorOverlay()
      await shownWith()
      await sendKeys({ press: 'Escape' })
      await waitFor(() => overlays().length === 0, 'Esc to clear the overlay')
    })
  })
})
