import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { waitFor } from '../../test/helpers/wait.ts'
import '../ss-dialog/index.ts'
import './index.ts'
import {
  baseOf,
  FALLBACK,
  mountReservation,
  removeReservations,
  setPageContext,
  useFakeWidget,
} from './test-fixtures/reservation-fixture.ts'

const MESSAGE = 'Please log out of your Harbour Sites account in order to use the reservation block.'

const shownDialog = async () => {
  await waitFor(() => document.querySelector('ss-dialog')?.shadowRoot?.querySelector('dialog')?.open, 'the alert')
  return document.querySelector('ss-dialog')!
}

const closeAlert = async () => {
  const dialog = await shownDialog()
  ;[...dialog.shadowRoot!.querySelectorAll('button')].find((button) => button.textContent!.trim() === 'OK')!.click()
  await waitFor(() => !document.querySelector('ss-dialog'), 'the alert to close')
}

describe('<ss-reservation> seen by an account logged in to the site builder', () => {
  before(() => {
    useFakeWidget()
    setPageContext({ authenticatedAccount: { id: 'owner-1' } })
  })
  after(() => {
    removeReservations()
    setPageContext(undefined)
    delete window.fakeReservation
  })

  it("shows the 'Preview Only' alert instead of following the link", async () => {
    const element = await mountReservation(
      `<ss-reservation brand="Harbour Sites">${FALLBACK}</ss-reservation>`,
    )
    const followed: boolean[] = []
    document.addEventListener('click', (event) => followed.push(!event.defaultPrevented), { once: true })
    element.querySelector('a')!.click()
    expect(followed).to.deep.equal([false])
    const dialog = await shownDialog()
    expect(dialog.getAttribute('heading')).to.equal('Preview Only')
    expect(dialog.textContent).to.equal(MESSAGE)
    await closeAlert()
  })

  it('covers the ready widget with a button that shows the alert, from the keyboard too, and keeps the widget out of reach', async () => {
    const element = await mountReservation(
      `<ss-reservation restaurant-id="412810" brand="Harbour Sites">${FALLBACK}</ss-reservation>`,
    )
    await waitFor(() => baseOf(element)!.dataset.state === 'ready', 'the widget')
    expect((element.querySelector('[slot=widget]') as HTMLElement).inert).to.equal(true)
    const guard = element.shadowRoot!.querySelector<HTMLButtonElement>('[part=preview-guard]')!
    expect(guard.getAttribute('aria-label')).to.equal('Preview only')

    const frame = element.querySelector('iframe')!.getBoundingClientRect()
    expect(document.elementFromPoint(frame.x + 10, frame.y + 10)).to.equal(element)
    guard.focus()
    await sendKeys({ press: 'Enter' })
    expect((await shownDialog()).textContent).to.equal(MESSAGE)
    await closeAlert()
  })

  it("names the site builder 'website builder' in the alert when the block has no brand", async () => {
    const element = await mountReservation(`<ss-reservation>${FALLBACK}</ss-reservation>`)
    element.querySelector('a')!.addEventListener('click', (event) => event.preventDefault(), { once: true })
    element.querySelector('a')!.click()
    expect((await shownDialog()).textContent).to.equal(
      'Please log out of your website builder account in order to use the reservation block.',
    )
    await closeAlert()
  })
})

describe('<ss-reservation> seen by a visitor', () => {
  before(useFakeWidget)
  after(() => {
    removeReservations()
    delete window.fakeReservation
  })

  it('follows the link with no alert, and leaves the ready widget within reach', async () => {
    setPageContext({})
    const element = await mountReservation(`<ss-reservation restaurant-id="412810">${FALLBACK}</ss-reservation>`)
    const followed: boolean[] = []
    // Records whether the link would be followed, then keeps the test page where it is.
    const record = (event: Event) => {
      followed.push(!event.defaultPrevented)
      event.preventDefault()
    }
    document.addEventListener('click', record, { once: true })
    element.querySelector('a')!.click()
    expect(followed).to.deep.equal([true])
    await waitFor(() => baseOf(element)!.dataset.state === 'ready', 'the widget')
    expect((element.querySelector('[slot=widget]') as HTMLElement).inert).to.equal(false)
    expect(element.shadowRoot!.querySelector('[part=preview-guard]')).to.equal(null)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(document.querySelector('ss-dialog')).to.equal(null)
    setPageContext(undefined)
  })
})
