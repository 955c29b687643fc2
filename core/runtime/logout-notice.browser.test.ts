import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { deepActiveElement, dialogHost, dialogIn, referencedText } from '../../test/helpers/runtime-dialogs.ts'
import '../../elements/ss-dialog/index.ts'
import { AUTO_HIDE_MS } from '../../elements/ss-dialog/auto-hide.ts'
import { emulateMedia } from '../../test/helpers/emulation.ts'
import { useManualClock, type ManualClock } from '../../test/helpers/manual-clock.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { showLogoutNoticeIfRequested } from './logout-notice.ts'

const notice = () => dialogHost('logout-notice')

describe('logout notice', () => {
  const originalUrl = location.href
  let close: () => void = () => {}
  let trigger: HTMLButtonElement
  let clock: ManualClock

  before(() => emulateMedia({ reducedMotion: 'reduce' }))
  after(() => emulateMedia({ reducedMotion: null }))

  beforeEach(() => {
    clock = useManualClock()
    trigger = document.body.appendChild(document.createElement('button'))
    trigger.textContent = 'Somewhere on the page'
    trigger.focus()
  })
  afterEach(() => {
    close()
    clock.restore()
    trigger.remove()
    history.replaceState(null, '', originalUrl)
  })

  const visit = (address: string) => {
    history.replaceState(null, '', address)
    close = showLogoutNoticeIfRequested()
  }
  const shown = () => waitFor(() => notice()?.shadowRoot?.querySelector('dialog')?.open, 'the notice to show')

  it('shows "Logout Successful" and its message when the address has logout=true', async () => {
    visit('/?logout=true')
    await shown()
    expect(notice()!.localName).to.equal('ss-dialog')
    const dialog = dialogIn('logout-notice')
    expect(dialog.open).to.equal(true)
    expect(dialog.matches(':modal')).to.equal(true)
    expect(referencedText(dialog, 'aria-labelledby')).to.equal('Logout Successful')
    expect(referencedText(dialog, 'aria-describedby')).to.equal('You have been successfully logged out.')
    expect(getComputedStyle(dialog).zIndex).to.equal('30000')
    await expectNoAxeViolations(notice()!)
  })

  it('finds logout=true anywhere in the address: among other terms, in the fragment, in the path, inside a term', async () => {
    for (const address of ['/blog?a=1&logout=true&b=2', '/#logout=true', '/logout=true/', '/?nologout=true']) {
      visit(address)
      expect(notice(), address).to.not.equal(null)
      close()
      await waitFor(() => notice() === null, `the notice of ${address} to close`)
    }
  })

  it('stays away from other addresses', () => {
    for (const address of ['/', '/?logout=false', '/?logout=1', '/?logout=TRUE']) {
      visit(address)
      expect(notice(), address).to.equal(null)
    }
  })

  it('takes focus, and gives it back when closed', async () => {
    visit('/?logout=true')
    await shown()
    expect(deepActiveElement()?.getRootNode()).to.equal(notice()!.shadowRoot)
    await sendKeys({ press: 'Escape' })
    await waitFor(() => notice() === null, 'the notice to close')
    expect(document.activeElement).to.equal(trigger)
  })

  it('closes on Esc', async () => {
    visit('/?logout=true')
    await shown()
    await sendKeys({ press: 'Escape' })
    await waitFor(() => notice() === null, 'the notice to close on Esc')
  })

  it('closes with its close button, by keyboard', async () => {
    visit('/?logout=true')
    await shown()
    const closeButton = dialogIn('logout-notice').querySelector('button')!
    expect(closeButton.getAttribute('aria-label')).to.equal('Close')
    closeButton.focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(() => notice() === null, 'the notice to close')
  })

  it('closes by itself after 2000 ms', async () => {
    visit('/?logout=true')
    await shown()
    clock.advance(AUTO_HIDE_MS - 1)
    expect(notice()).to.not.equal(null)
    clock.advance(1)
    await waitFor(() => notice() === null, 'the notice to hide itself')
  })
})
