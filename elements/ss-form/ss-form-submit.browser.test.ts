import { expect } from '@esm-bundle/chai'
import './index.ts'
import type { SsForm } from './element.ts'
import { FORM_REQUEST_TIMEOUT_MS } from '../../core/forms/send-submission.ts'
import { navigation } from '../../core/runtime/navigation.ts'
import {
  control,
  entries,
  fill,
  fillRequired,
  formError,
  formTestPage,
  jsonReply,
  networkDown,
  problems,
  serverFormFields,
  shadow,
  storedSubmissions,
  submitAndWait,
  submitButton,
  type Reply,
} from './test-helpers.test.ts'
import { waitForEvent } from '../../test/helpers/events.ts'
import { waitFor } from '../../test/helpers/wait.ts'

/** A contact form with its required fields and a few more filled in. */
async function filledContactForm(message: string, extra: Record<string, unknown> = {}): Promise<SsForm> {
  const element = await page.contactForm(extra)
  fillRequired(element, message)
  fill(control(element, 5), 'Acme')
  fill(control(element, 4, 2), 'Springfield')
  shadow(element).querySelector<HTMLInputElement>('input[name=field-10][value=Phone]')!.click()
  return element
}

const fieldsLocked = (element: Element) => shadow(element).querySelector<HTMLFieldSetElement>('fieldset.fields')!.disabled
const hangUntilAborted: Reply = (init) =>
  new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))))

function deferredReply(): { reply: Reply; answer(response: Response): void } {
  let answer: (response: Response) => void = () => {}
  const response = new Promise<Response>((resolve) => (answer = resolve))
  return { reply: () => response, answer }
}

const page = formTestPage()

describe('<ss-form> submission', () => {

  describe('success', () => {
    it('stores the submission on the server, then shows the submission text and post-submit HTML in place of the form', async () => {
      const element = await filledContactForm('stored once', {
        submissionText: 'Thanks, Jane!',
        postSubmitHtml: '<p>We answer within <strong>two days</strong>.</p>',
      })
      const submitted = waitForEvent<CustomEvent>(element, 'ss-submit', 10_000)

      const { detail } = await submitAndWait(element, 'ss-success')

      expect((await submitted).detail).to.deep.equal({ formId: 'contact' })
      expect(detail.formId).to.equal('contact')
      expect(detail.form).to.include({ email: 'jane@example.com', company: 'Acme', 'reply-by': 'Phone', message: 'stored once' })
      const stored = (await storedSubmissions('contact')).filter((submission) => submission.form['message'] === 'stored once')
      expect(stored).to.have.length(1)
      expect(shadow(element).querySelector('form')).to.equal(null)
      const success = shadow(element).querySelector<HTMLElement>('[part~=success]')!
      expect(success.querySelector('.submission-text')!.textContent).to.equal('Thanks, Jane!')
      expect(success.querySelector('.post-submit')!.innerHTML).to.equal('<p>We answer within <strong>two days</strong>.</p>')
      await waitFor(() => shadow(element).activeElement === success, 'focus on the success message')
    })

    it('sends the save call its fields with the key it got, both calls with the crumb and credentials', async () => {
      const element = await filledContactForm('save call fields', { collectionId: 'c7', objectName: 'page-7', submitButtonText: 'Send it' })
      await submitAndWait(element, 'ss-success')

      const [keyCall, saveCall] = page.calls
      expect(page.calls.map((call) => `${call.init.method} ${call.path}`)).to.deep.equal([
        'POST FormSubmissionKey',
        'POST SaveFormSubmission',
      ])
      expect([keyCall?.init.credentials, saveCall?.init.credentials]).to.deep.equal(['include', 'include'])
      const body = JSON.parse(String(saveCall?.init.body))
      expect(body).to.include({ formId: 'contact', collectionId: 'c7', objectName: 'page-7', isOverlayForm: false, submitButtonText: 'Send it' })
      expect(body.key).to.match(/^[\w-]{32}$/)
      expect(JSON.parse(body.form)).to.include({ message: 'save call fields' })
    })

    it('takes those fields from plain attributes too, and keeps what was typed when they change', async () => {
      const element = await filledContactForm('fields from attributes', { collectionId: 'c7' })
      element.setAttribute('collection-id', 'c8')
      element.setAttribute('objectName', 'page-8')
      element.setAttribute('is-overlay-form', '')
      element.setAttribute('submit-button-text', 'Send now')
      await waitFor(() => submitButton(element).textContent === 'Send now', 'the form rendered with the attributes')
      await submitAndWait(element, 'ss-success')

      const body = JSON.parse(String(page.calls[1]?.init.body))
      expect(body).to.include({ collectionId: 'c8', objectName: 'page-8', isOverlayForm: true, submitButtonText: 'Send now' })
      expect(JSON.parse(body.form)).to.include({ message: 'fields from attributes' })
    })

    it('goes to the success URL when it is http(s) or relative', async () => {
      const assign = navigation.assign
      const visited: string[] = []
      navigation.assign = (url) => visited.push(url)
      try {
        const element = await filledContactForm('redirected', { successRedirect: '/thanks?from=contact' })
        await submitAndWait(element, 'ss-success')
        expect(visited).to.deep.equal([new URL('/thanks?from=contact', location.href).href])
      } finally {
        navigation.assign = assign
      }
    })

    it('never goes to a javascript: success URL, and shows the submission text instead', async () => {
      const assign = navigation.assign
      const visited: string[] = []
      navigation.assign = (url) => visited.push(url)
      try {
        const element = await filledContactForm('not redirected', { successRedirect: 'javascript:alert(1)', submissionText: 'Done.' })
        await submitAndWait(element, 'ss-success')
        expect(visited).to.deep.equal([])
        expect(shadow(element).querySelector('[part~=success]')!.textContent).to.contain('Done.')
      } finally {
        navigation.assign = assign
      }
    })

    it('drops a bot submission silently: the server stores nothing, the bot sees success', async () => {
      const element = await filledContactForm('honeypot filled')
      fill(shadow(element).querySelector<HTMLInputElement>('.honeypot input')!, 'https://spam.example')

      await submitAndWait(element, 'ss-success')

      expect(JSON.parse(String(page.calls[1]?.init.body))).to.include({ honeypot: 'https://spam.example' })
      const stored = (await storedSubmissions('contact')).filter((submission) => submission.form['message'] === 'honeypot filled')
      expect(stored).to.have.length(0)
    })
  })

  describe('submitting', () => {
    it('locks the fields and says Submitting…, ignores a second submit, then succeeds', async () => {
      const held = deferredReply()
      page.route({ save: held.reply })
      const element = await filledContactForm('held')
      const success = waitForEvent(element, 'ss-success', 10_000)

      submitButton(element).click()
      await waitFor(() => submitButton(element).textContent === 'Submitting\u2026', 'the button to say Submitting…')
      expect(fieldsLocked(element)).to.equal(true)
      expect(control(element, 2).matches(':disabled')).to.equal(true)
      expect(shadow(element).querySelector('form')!.getAttribute('aria-busy')).to.equal('true')
      await waitFor(() => page.calls.length === 2, 'the save call')
      // A submission that was not ignored would have called for a key at once: the calls are made synchronously.
      element.submit()
      shadow(element).querySelector('form')!.requestSubmit()
      expect(page.calls.map((call) => call.path)).to.deep.equal(['FormSubmissionKey', 'SaveFormSubmission'])

      held.answer(Response.json({}))
      await success
    })

    it('can be submitted again after a failure, and then succeed', async () => {
      let saves = 0
      page.route({ save: () => (++saves === 1 ? Response.json({}, { status: 500 }) : undefined) })
      const element = await filledContactForm('second try')

      await submitAndWait(element, 'ss-failure')
      await submitAndWait(element, 'ss-success')

      expect(saves).to.equal(2)
      expect((await storedSubmissions('contact')).filter((submission) => submission.form['message'] === 'second try')).to.have.length(1)
    })
  })

  describe('the form error catalogue: each failure shows its message and keeps every entry', () => {
    const catalogue: Array<[string, { key?: Reply; save?: Reply; formId?: string; fields?: string }, number, string]> = [
      ['401', { save: jsonReply(401, { error: 'bad key' }) }, 401, 'Unable to submit form. Please try again later.'],
      ['404 from the server, for a form it does not know', { formId: 'no-such-form' }, 404, 'This form has not been configured yet.'],
      ['500', { save: jsonReply(500, {}) }, 500, 'Unable to send form. Please try again later.'],
      ['data.error from the server (a captcha form sent without one)', { formId: 'callback', fields: 'callback' }, 400, 'Complete CAPTCHA before submitting.'],
      ['an answer with no error text', { save: () => new Response('<h1>Bad gateway</h1>', { status: 502 }) }, 502, 'Unknown error, please try again later.'],
      ['a save that throws (no network)', { save: networkDown }, 0, 'Error processing form submission. Please reload and try again.'],
      ['no key obtained', { key: jsonReply(500, {}) }, 500, 'Could not get a form submission key, please try again later.'],
      ['no key in the answer', { key: jsonReply(200, {}) }, 200, 'Could not get a form submission key, please try again later.'],
    ]

    for (const [condition, setup, status, message] of catalogue) {
      it(`${condition}: '${message}'`, async () => {
        page.route({ key: setup.key, save: setup.save })
        const element = setup.fields
          ? await callbackForm(setup.formId!)
          : await filledContactForm(`catalogue ${condition}`, setup.formId ? { formId: setup.formId } : {})
        const before = entries(element)

        const { detail } = await submitAndWait(element, 'ss-failure')

        expect(detail).to.deep.equal({ status, message, errors: {} })
        // The event comes with the answer; the message shows with React's next render.
        await waitFor(() => formError(element) === message, `the message "${message}"`)
        expect(entries(element)).to.deep.equal(before)
        expect(fieldsLocked(element)).to.equal(false)
        expect(submitButton(element).textContent).to.equal('Submit')
        expect(problems(element)).to.have.length(2)
        await waitFor(() => shadow(element).activeElement === shadow(element).querySelector('[part~=form-error]'), 'focus on the message')
      })
    }

    it(`a save that hangs fails after ${FORM_REQUEST_TIMEOUT_MS / 1000} s with a message, never hangs`, async () => {
      const realSetTimeout = window.setTimeout
      const requestTimeouts: TimerHandler[] = []
      window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) => {
        if (timeout === FORM_REQUEST_TIMEOUT_MS) requestTimeouts.push(handler)
        return realSetTimeout(handler, timeout, ...rest)
      }) as typeof window.setTimeout
      // The save never answers; its time-out is made to come at once rather than after 15 s.
      page.route({
        save: (init) => {
          const hanging = hangUntilAborted(init)
          ;(requestTimeouts.at(-1) as () => void)()
          return hanging
        },
      })
      try {
        const element = await filledContactForm('timed out')
        const before = entries(element)
        const { detail } = await submitAndWait(element, 'ss-failure')
        expect(detail.message).to.equal('Error processing form submission. Please reload and try again.')
        expect(entries(element)).to.deep.equal(before)
      } finally {
        window.setTimeout = realSetTimeout
      }
    })

    it("429 from the server past its rate limit: 'Unable to submit form. Submission rate limit exceeded. Please try again later.'", async () => {
      const element = await page.contactForm()
      for (let i = 0; i < 5; i++) {
        fillRequired(element, `rate limit ${i}`)
        await submitAndWait(element, 'ss-success')
        element.reset()
        await waitFor(() => shadow(element).querySelector('form'), 'the form again')
      }
      fillRequired(element, 'rate limit 5')
      const before = entries(element)

      const { detail } = await submitAndWait(element, 'ss-failure')

      expect(detail).to.deep.equal({
        status: 429,
        message: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
        errors: {},
      })
      expect(entries(element)).to.deep.equal(before)
    })
  })

  describe('methods', () => {
    it('submit() submits as the button does', async () => {
      const element = await filledContactForm('by submit()')
      const success = waitForEvent(element, 'ss-success', 10_000)
      element.submit()
      await success
    })

    it('reset() empties the entries and the errors', async () => {
      const element = await page.contactForm()
      fill(control(element, 5), 'Acme')
      await submitAndWait(element, 'ss-failure')

      element.reset()

      await waitFor(() => control(element, 5).value === '', 'the entries to empty')
      expect(shadow(element).querySelector('[part~=error]')).to.equal(null)
      expect(problems(element)).to.deep.equal([])
    })

    it('reset() shows an empty form again after a success', async () => {
      const element = await filledContactForm('then reset')
      await submitAndWait(element, 'ss-success')

      element.reset()

      await waitFor(() => shadow(element).querySelector('form'), 'the form again')
      expect(control(element, 2).value).to.equal('')
    })
  })
})

/** The server's captcha form, filled, in an element that has no captcha: the server refuses it. */
async function callbackForm(formId: string): Promise<SsForm> {
  const element = await page.mount<SsForm>('ss-form', { formId, fields: await serverFormFields('callback') })
  fill(control(element, 0, 0), 'Jane')
  fill(control(element, 0, 1), 'Doe')
  ;['555', '123', '4567'].forEach((value, part) => fill(control(element, 1, part), value))
  return element
}
