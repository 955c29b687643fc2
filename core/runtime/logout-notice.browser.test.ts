import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { deepActiveElement, dialogHost, dialogIn, referencedText } from '../../test/helpers/runtime-dialogs.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { showInformationDialog, type DialogCloseReason } from './dialog.ts'
import { showLogoutNoticeIfRequested } from './logout-notice.ts'

const notice = () => dialogHost('logout-notice')

describe('logout notice', () => {
  const originalUrl = location.href
  let close: () => void = () => {}
  let trigger: HTMLButtonElement

  beforeEach(() => {
    trigger = document.body.appendChild(document.createElement('button'))
    trigger.textContent = 'Somewhere on the page'
    trigger.focus()
  })
  afterEach(() => {
    close()
    trigger.remove()
    history.replaceState(null, '', originalUrl)
  })

  const visit = (address: string) => {
    history.replaceState(null, '', address)
    close = showLogoutNoticeIfRequested()
  }

  it('shows "Logout Successful" and its message when the address has logout=true', async () => {
    visit('/?logout=true')
    const dialog = dialogIn('logout-notice')
    expect(dialog.open).to.equal(true)
    expect(dialog.matches(':modal')).to.equal(true)
    expect(referencedText(dialog, 'aria-labelledby')).to.equal('Logout Successful')
    expect(referencedText(dialog, 'aria-describedby')).to.equal('You have been successfully logged out.')
    expect(getComputedStyle(dialog).zIndex).to.equal('30000')
    await expectNoAxeViolations(notice()!)
  })

  it('finds logout=true among other terms or in the fragment', () => {
    visit('/blog?a=1&logout=true&b=2')
    expect(notice()).to.not.equal(null)
    close()
    visit('/#logout=true')
    expect(notice()).to.not.equal(null)
  })

  it('stays away from other addresses', () => {
    for (const address of ['/', '/?logout=false', '/?nologout=true', '/?logout=trueish']) {
      visit(address)
      expect(notice(), address).to.equal(null)
    }
  })

  it('takes focus, and gives it back when closed', async () => {
    visit('/?logout=true')
    expect(deepActiveElement()?.getRootNode()).to.equal(notice()!.shadowRoot)
    await sendKeys({ press: 'Escape' })
    await waitFor(() => notice() === null, 'the notice to close')
    expect(document.activeElement).to.equal(trigger)
  })

  it('closes on Esc', async () => {
    visit('/?logout=true')
    await sendKeys({ press: 'Escape' })
    await waitFor(() => notice() === null, 'the notice to close on Esc')
  })

  it('closes with its close button, by keyboard', async () => {
    visit('/?logout=true')
    const closeButton = dialogIn('logout-notice').querySelector('button')!
    expect(closeButton.getAttribute('aria-label')).to.equal('Close')
    closeButton.focus()
    await sendKeys({ press: 'Enter' })
    expect(notice()).to.equal(null)
  })

  it('closes by itself after 2000 ms', async () => {
    const opened = performance.now()
    visit('/?logout=true')
    await waitFor(() => notice() === null, 'the notice to hide itself', 4000)
    // Measured rather than sampled at a fixed time, so that a busy machine's late timers cannot fail it.
    expect(performance.now() - opened).to.be.within(1990, 3500)
  })
})

describe('information dialog', () => {
  it('counts as confirmed when it hides itself, as cancelled when closed by the visitor', async () => {
    const reasons: DialogCloseReason[] = []
    const open = () => showInformationDialog({ name: 'info', title: 'T', message: 'M', onClose: (reason) => reasons.push(reason) })

    open()
    await waitFor(() => reasons.length === 1, 'the dialog to hide itself', 3000)
    open()
    dialogIn('info').querySelector('button')!.click()
    open()
    await sendKeys({ press: 'Escape' })
    await waitFor(() => reasons.length === 3, 'Esc to close the dialog')
    open().host.shadowRoot!.querySelector('dialog')!.click()

    expect(reasons).to.deep.equal(['confirm', 'cancel', 'cancel', 'cancel'])
    expect(dialogHost('info')).to.equal(null)
  })
})
