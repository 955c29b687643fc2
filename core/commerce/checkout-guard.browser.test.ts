import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { deepActiveElement, dialogHost, dialogIn, referencedText } from '../../test/helpers/runtime-dialogs.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'
import '../../elements/ss-dialog/index.ts'
import { startRuntime, stopRuntime } from '../runtime/start-runtime.ts'
import { CHECKOUT_ALERT_NAME } from './checkout-alert.ts'
import { CHECKOUT_COOKIE_ALERT } from './checkout-entry.ts'
import { startCheckoutGuard } from './checkout-guard.ts'

const alertHost = () => dialogHost(CHECKOUT_ALERT_NAME)
const alertShown = () => waitFor(() => alertHost()?.shadowRoot?.querySelector('dialog')?.open, 'the alert to show')

describe('the checkout guard', () => {
  let container: HTMLElement
  let stop: () => void = () => {}
  /** Whether each click reached the window cancelled; the window listener then cancels it, so the test page stays. */
  let cancelled: boolean[]
  const record = (event: Event) => {
    cancelled.push(event.defaultPrevented)
    event.preventDefault()
  }

  beforeEach(() => {
    cancelled = []
    document.cookie = 'hasCart=; Path=/; Max-Age=0'
    container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = `<a href="/commerce/goto-checkout">Check out</a> <a href="/cart">Cart</a>`
    window.addEventListener('click', record)
  })
  afterEach(async () => {
    stop()
    stop = () => {}
    window.removeEventListener('click', record)
    alertHost()?.remove()
    await settle()
    container.remove()
  })

  const checkoutLink = () => container.querySelector<HTMLAnchorElement>('a[href="/commerce/goto-checkout"]')!

  it('without a cart cookie, stays on the page and shows the cookie alert', async () => {
    stop = startCheckoutGuard()
    checkoutLink().focus()
    checkoutLink().click()
    expect(cancelled).to.deep.equal([true])
    await alertShown()
    expect(alertHost()!.localName).to.equal('ss-dialog')
    const dialog = dialogIn(CHECKOUT_ALERT_NAME)
    expect(dialog.getAttribute('role')).to.equal('alertdialog')
    expect(dialog.matches(':modal')).to.equal(true)
    expect(referencedText(dialog, 'aria-labelledby')).to.equal(CHECKOUT_COOKIE_ALERT)
    await expectNoAxeViolations(alertHost()!)
    const buttons = [...dialog.querySelectorAll('button')].filter((button) => !button.hidden)
    const ok = buttons.find((button) => button.textContent!.trim() === 'OK')!
    await waitFor(() => deepActiveElement() === ok, 'focus on OK')
    await sendKeys({ press: 'Enter' })
    await waitFor(() => !alertHost(), 'the alert to close')
    expect(document.activeElement).to.equal(checkoutLink())
  })

  it('with a cart cookie, lets the visitor go to checkout', async () => {
    document.cookie = 'hasCart=true; Path=/'
    stop = startCheckoutGuard()
    checkoutLink().click()
    await settle()
    expect(cancelled).to.deep.equal([false])
    expect(alertHost()).to.equal(null)
  })

  it('leaves other links, and clicks something else cancelled, alone', async () => {
    stop = startCheckoutGuard()
    container.querySelector<HTMLAnchorElement>('a[href="/cart"]')!.click()
    checkoutLink().addEventListener('click', (event) => event.preventDefault(), { once: true })
    checkoutLink().click()
    await settle()
    expect(alertHost()).to.equal(null)
  })

  it('guards a checkout link inside a shadow root, and an absolute one to this site', async () => {
    stop = startCheckoutGuard()
    const host = container.appendChild(document.createElement('div'))
    host.attachShadow({ mode: 'open' }).innerHTML = `<a href="${location.origin}/commerce/goto-checkout/">Check out</a>`
    host.shadowRoot!.querySelector('a')!.click()
    expect(cancelled).to.deep.equal([true])
    await alertShown()
  })

  it('is started by the page runtime, and stopped with it', async () => {
    await startRuntime()
    try {
      checkoutLink().click()
      expect(cancelled).to.deep.equal([true])
      await alertShown()
      alertHost()!.remove()
    } finally {
      stopRuntime()
    }
    checkoutLink().click()
    expect(cancelled).to.deep.equal([true, false])
  })
})
