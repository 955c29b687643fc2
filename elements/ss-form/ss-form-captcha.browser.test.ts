import { expect } from '@esm-bundle/chai'
import './index.ts'
import type { SsForm } from './element.ts'
import { recaptchaProvider } from '../../core/forms/captcha/recaptcha.ts'
import { registerCaptchaProvider } from '../../core/forms/captcha/captcha-providers.ts'
import {
  control,
  entries,
  fill,
  formError,
  formTestPage,
  jsonReply,
  serverFormFields,
  storedSubmissions,
  submitButton,
} from './test-helpers.test.ts'
import { waitForEvent } from '../../test/helpers/events.ts'
import { trackResources } from '../../test/helpers/resources.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'

interface FakeWidget {
  container: HTMLElement
  parameters: { sitekey: string; size: string }
  token: string
  resets: number
  complete(): void
  expire(): void
}

declare global {
  interface Window {
    fakeRecaptcha?: { loads: number; widgets: FakeWidget[] }
  }
}

const FAKE_SCRIPT = '/elements/ss-form/test-fixtures/fake-recaptcha.js'
registerCaptchaProvider('recaptcha', recaptchaProvider(FAKE_SCRIPT))

const page = formTestPage()

const captchaScripts = () => document.querySelectorAll(`script[src*="fake-recaptcha.js"]`)
const widgetOf = (element: Element) => window.fakeRecaptcha?.widgets.find((widget) => element.contains(widget.container))

async function captchaForm(options: { width?: string; siteKey?: string } = {}): Promise<SsForm> {
  const config = { formId: 'callback', fields: await serverFormFields('callback'), captcha: true, captchaSiteKey: options.siteKey ?? 'site-key-1' }
  const element = await page.mount<SsForm>('ss-form', config, { width: options.width })
  fill(control(element, 0, 0), 'Jane')
  fill(control(element, 0, 1), 'Doe')
  ;['555', '123', '4567'].forEach((value, part) => fill(control(element, 1, part), value))
  return element
}

async function rendered(element: Element): Promise<FakeWidget> {
  await waitFor(() => widgetOf(element), 'the captcha to render')
  return widgetOf(element)!
}

describe('<ss-form> captcha', () => {
  it('loads no captcha script for a form without a captcha', async () => {
    await page.contactForm()
    expect(captchaScripts()).to.have.length(0)
  })

  it('loads the provider script once per page, and renders one widget per form with its site key', async () => {
    const first = await captchaForm()
    const second = await captchaForm({ siteKey: 'site-key-2' })

    expect((await rendered(first)).parameters.sitekey).to.equal('site-key-1')
    expect((await rendered(second)).parameters.sitekey).to.equal('site-key-2')
    expect(captchaScripts()).to.have.length(1)
    expect(window.fakeRecaptcha!.loads).to.equal(1)
    expect(new URL((captchaScripts()[0] as HTMLScriptElement).src).searchParams.get('render')).to.equal('explicit')
  })

  it("renders into the element's captcha slot, compact under 320 px and normal from 320 px", async () => {
    const narrow = await captchaForm({ width: '300px' })
    const wide = await captchaForm({ width: '320px' })

    const narrowWidget = await rendered(narrow)
    expect(narrowWidget.container.parentElement).to.equal(narrow)
    expect(narrowWidget.container.slot).to.equal('captcha')
    expect(narrowWidget.container.assignedSlot?.name).to.equal('captcha')
    expect(narrowWidget.parameters.size).to.equal('compact')
    expect((await rendered(wide)).parameters.size).to.equal('normal')
  })

  it('renders once, however often the form renders again', async () => {
    const element = await captchaForm()
    await rendered(element)
    fill(control(element, 0, 0), 'Janet')
    fill(control(element, 0, 1), 'Doerr')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(window.fakeRecaptcha!.widgets.filter((widget) => element.contains(widget.container))).to.have.length(1)
  })

  it("disables submitting until completed: 'Complete CAPTCHA before submitting.', and nothing is sent", async () => {
    const element = await captchaForm()
    await rendered(element)
    expect(submitButton(element).getAttribute('aria-disabled')).to.equal('true')

    const failure = waitForEvent<CustomEvent>(element, 'ss-failure')
    submitButton(element).click()

    expect((await failure).detail).to.deep.equal({ status: 0, message: 'Complete CAPTCHA before submitting.', errors: {} })
    expect(formError(element)).to.equal('Complete CAPTCHA before submitting.')
    expect(page.calls).to.have.length(0)
  })

  it('sends the completed captcha as captchaKey, which the server requires of this form', async () => {
    const element = await captchaForm()
    const widget = await rendered(element)
    widget.complete()
    await waitFor(() => !submitButton(element).hasAttribute('aria-disabled'), 'the button to be enabled')

    const success = waitForEvent<CustomEvent>(element, 'ss-success', 10_000)
    submitButton(element).click()
    const { detail } = await success

    const body = JSON.parse(String(page.calls[1]?.init.body))
    expect(body.captchaKey).to.equal(widget.token)
    const stored = await storedSubmissions('callback')
    expect(stored.some((submission) => JSON.stringify(submission.form) === JSON.stringify(detail.form))).to.equal(true)
  })

  it('is reset after a failed submission, disabling submitting again, with every entry kept', async () => {
    page.route({ save: jsonReply(500, {}) })
    const element = await captchaForm()
    const widget = await rendered(element)
    widget.complete()
    await waitFor(() => !submitButton(element).hasAttribute('aria-disabled'), 'the button to be enabled')
    const before = entries(element)

    const failure = waitForEvent(element, 'ss-failure', 10_000)
    submitButton(element).click()
    await failure

    expect(widget.resets).to.equal(1)
    expect(submitButton(element).getAttribute('aria-disabled')).to.equal('true')
    expect(entries(element)).to.deep.equal(before)
  })

  it('disables submitting again when the completed captcha expires', async () => {
    const element = await captchaForm()
    const widget = await rendered(element)
    widget.complete()
    await waitFor(() => !submitButton(element).hasAttribute('aria-disabled'), 'the button to be enabled')
    widget.expire()
    await waitFor(() => submitButton(element).getAttribute('aria-disabled') === 'true', 'the button to be disabled')
  })

  it('takes its widget with it when removed, and leaves nothing running', async () => {
    const element = await captchaForm()
    const widget = await rendered(element)
    const container = element.parentElement!
    element.remove()
    await waitFor(() => !widget.container.isConnected, 'the captcha container to go')
    const resources = trackResources()
    try {
      const before = resources.snapshot({ retained: [element] })
      container.append(element)
      await waitFor(() => window.fakeRecaptcha!.widgets.some((candidate) => candidate !== widget && element.contains(candidate.container)), 'a new widget')
      element.remove()
      await settle()
      expect(resources.snapshot({ retained: [element] })).to.deep.equal(before)
      expect(element.querySelector('[slot=captcha]')).to.equal(null)
    } finally {
      resources.restore()
    }
  })

  it('without a site key, renders nothing and leaves the server to refuse', async () => {
    const errors: unknown[][] = []
    const consoleError = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      const element = await captchaForm({ siteKey: '' })
      expect(submitButton(element).hasAttribute('aria-disabled')).to.equal(false)
      expect(element.querySelector('[slot=captcha]')).to.equal(null)
      expect(String(errors[0]?.[0])).to.contain('no captchaSiteKey')

      const failure = waitForEvent<CustomEvent>(element, 'ss-failure', 10_000)
      submitButton(element).click()
      expect((await failure).detail).to.deep.equal({ status: 400, message: 'Complete CAPTCHA before submitting.', errors: {} })
    } finally {
      console.error = consoleError
    }
  })
})
