import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import '../../elements/ss-dialog/index.ts'
import { AUTO_HIDE_MS } from '../../elements/ss-dialog/auto-hide.ts'
import { emulateMedia } from '../../test/helpers/emulation.ts'
import { useManualClock, type ManualClock } from '../../test/helpers/manual-clock.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { alertDialog, confirmDialog, infoDialog } from './dialogs.ts'

const shownDialog = async () => {
  await waitFor(() => document.querySelector('ss-dialog')?.shadowRoot?.querySelector('dialog')?.open, 'a dialog to show')
  return document.querySelector('ss-dialog')!
}
const press = async (text: string) => {
  const dialog = await shownDialog()
  ;[...dialog.shadowRoot!.querySelectorAll('button')].find((button) => button.textContent!.trim() === text)!.click()
}

describe('confirmDialog, alertDialog, infoDialog', () => {
  let clock: ManualClock
  before(() => emulateMedia({ reducedMotion: 'reduce' }))
  after(() => emulateMedia({ reducedMotion: null }))
  beforeEach(() => (clock = useManualClock()))
  afterEach(() => clock.restore())

  it('confirmDialog shows an ss-dialog with OK and Cancel and resolves to the answer; the element then leaves', async () => {
    const answer = confirmDialog({ heading: 'Leave this page?', message: 'Your cart is kept.' })
    const dialog = await shownDialog()
    expect(dialog.getAttribute('variant')).to.equal('confirm-cancel')
    expect(dialog.textContent).to.equal('Your cart is kept.')
    await press('OK')
    expect(await answer).to.equal('confirm')
    expect(document.querySelector('ss-dialog')).to.equal(null)

    const cancelled = confirmDialog({ heading: 'Leave this page?', message: 'Your cart is kept.' })
    await press('Cancel')
    expect(await cancelled).to.equal('cancel')
  })

  it('confirmDialog with confirm-reject resolves to reject on No, to cancel on Esc', async () => {
    const rejected = confirmDialog({ variant: 'confirm-reject', message: 'Subscribe to our newsletter?' })
    await press('No')
    expect(await rejected).to.equal('reject')
    const escaped = confirmDialog({ variant: 'confirm-reject', message: 'Subscribe to our newsletter?' })
    await shownDialog()
    await sendKeys({ press: 'Escape' })
    expect(await escaped).to.equal('cancel')
  })

  it('alertDialog has one OK button and keeps markup in the message as text', async () => {
    const answer = alertDialog({ message: '<img src=x onerror="window.hacked = true">Expired' })
    const dialog = await shownDialog()
    expect([...dialog.shadowRoot!.querySelectorAll('button')].map((button) => button.textContent!.trim())).to.deep.equal(['OK'])
    expect(dialog.querySelector('img')).to.equal(null)
    await press('OK')
    expect(await answer).to.equal('confirm')
  })

  it('infoDialog resolves to confirm when it hides itself after 2,000 ms', async () => {
    const answer = infoDialog({ heading: 'Saved', message: 'Your changes are saved.' })
    await shownDialog()
    clock.advance(AUTO_HIDE_MS)
    expect(await answer).to.equal('confirm')
  })
})
