import { expect } from '@esm-bundle/chai'
import './index.ts'
import {
  control,
  entries,
  fieldError,
  fill,
  fillRequired,
  formError,
  formTestPage,
  problems,
  shadow,
  submitAndWait,
  submitButton,
} from './test-helpers.test.ts'
import { waitForEvent } from '../../test/helpers/events.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { formMessages } from '../../core/forms/form-messages.ts'

const INVALID_EMAIL = formMessages.invalidEmail

const invalidControls = (element: Element) =>
  Array.from(shadow(element).querySelectorAll<HTMLElement>('[aria-invalid="true"]'), (node) => node.id || node.getAttribute('name'))

describe('<ss-form> validation on submit', () => {
  const page = formTestPage()

  it('shows each required field left empty as required (an email as failing the email check), above its control, and sends nothing', async () => {
    const element = await page.contactForm()

    const { detail } = await submitAndWait(element, 'ss-failure')

    expect(detail).to.deep.equal({
      status: 0,
      message: 'One or more fields is invalid, please check your entries.',
      errors: { name: 'Name is required.', email: INVALID_EMAIL, topic: 'Topic is required.', message: 'Message is required.' },
    })
    expect([1, 2, 9, 18].map((index) => fieldError(element, index))).to.deep.equal([
      'Name is required.',
      INVALID_EMAIL,
      'Topic is required.',
      'Message is required.',
    ])
    const emailError = shadow(element).getElementById('field-2-error')!
    expect(emailError.compareDocumentPosition(control(element, 2)) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0)
    expect(page.calls).to.have.length(0)
  })

  it('marks invalid controls with aria-invalid and describes them by their error', async () => {
    const element = await page.contactForm()
    await submitAndWait(element, 'ss-failure')

    expect(invalidControls(element)).to.deep.equal(['field-1-part-0', 'field-1-part-1', 'field-2', 'field-9', 'field-18'])
    expect(control(element, 2).getAttribute('aria-describedby')).to.equal('field-2-error')
    expect(control(element, 1, 0).getAttribute('aria-describedby')).to.equal('field-1-error')
    expect(control(element, 18).getAttribute('aria-describedby')).to.equal('field-18-error field-18-counter')
    expect(control(element, 5).hasAttribute('aria-invalid')).to.equal(false)
  })

  it('moves focus to the first field in error', async () => {
    const element = await page.contactForm()
    fill(control(element, 1, 0), 'Jane')
    fill(control(element, 1, 1), 'Doe')
    await submitAndWait(element, 'ss-failure')
    await waitFor(() => shadow(element).activeElement === control(element, 2), 'focus on the email field')
  })

  it("shows the form's problem above and below it, and the message of the failure", async () => {
    const element = await page.contactForm()
    await submitAndWait(element, 'ss-failure')

    expect(problems(element)).to.deep.equal([
      'Your form has encountered a problem. Please scroll down to review.',
      'Your form has encountered a problem. Please scroll up to review.',
    ])
    const [above, below] = Array.from(shadow(element).querySelectorAll('[part~=problem]'))
    const form = shadow(element).querySelector('form')!
    expect(form.firstElementChild).to.equal(above)
    expect(form.lastElementChild).to.equal(below)
    expect(formError(element)).to.equal('One or more fields is invalid, please check your entries.')
    expect(shadow(element).querySelector('[part~=form-error]')!.getAttribute('role')).to.equal('alert')
  })

  it('checks a filled email with the invalid-email message', async () => {
    const element = await page.contactForm()
    fillRequired(element, 'email check')
    fill(control(element, 2), 'jane@example')

    await submitAndWait(element, 'ss-failure')

    expect(fieldError(element, 2)).to.equal('Email is not valid. Email addresses should follow the format user@domain.com.')
    expect(invalidControls(element)).to.deep.equal(['field-2'])
  })

  it("refuses a textarea over its maximum with 'You have exceeded the character limit.'", async () => {
    const element = await page.contactForm()
    fillRequired(element, 'x'.repeat(501))

    await submitAndWait(element, 'ss-failure')

    expect(fieldError(element, 18)).to.equal('You have exceeded the character limit.')
    expect(shadow(element).getElementById('field-18-counter')!.textContent).to.equal('501 / 500')
  })

  it("cannot send a number it cannot read: 'Could not parse the form fields, please check your entries.'", async () => {
    const element = await page.contactForm()
    fillRequired(element, 'number')
    fill(control(element, 14), 'about ten')

    const { detail } = await submitAndWait(element, 'ss-failure')

    expect(detail.message).to.equal('Could not parse the form fields, please check your entries.')
    expect(formError(element)).to.equal('Could not parse the form fields, please check your entries.')
    expect(invalidControls(element)).to.deep.equal(['field-14'])
    expect(page.calls).to.have.length(0)
  })

  it('keeps every entry as typed after a refusal', async () => {
    const element = await page.contactForm()
    fillRequired(element, 'kept')
    fill(control(element, 2), 'not an email')
    fill(control(element, 5), 'Acme')
    shadow(element).querySelector<HTMLInputElement>('input[name=field-11][value=Events]')!.click()
    const before = entries(element)

    await submitAndWait(element, 'ss-failure')

    expect(entries(element)).to.deep.equal(before)
    expect(control(element, 2).value).to.equal('not an email')
  })

  it('clears the errors once the entries pass', async () => {
    const element = await page.contactForm()
    await submitAndWait(element, 'ss-failure')
    fillRequired(element, 'fixed')
    const success = waitForEvent(element, 'ss-success', 10_000)
    submitButton(element).click()
    await success
    expect(shadow(element).querySelector('[part~=success]')).to.not.equal(null)
  })

  it('sends the entries unchecked with disableValidation, and shows the errors the server finds on their fields', async () => {
    const element = await page.contactForm({ disableValidation: true })
    fillRequired(element, 'server checks')
    fill(control(element, 2), 'jane@')

    const { detail } = await submitAndWait(element, 'ss-failure')

    expect(detail).to.deep.equal({
      status: 400,
      message: 'One or more fields is invalid, please check your entries.',
      errors: { email: 'Email is not valid. Email addresses should follow the format user@domain.com.' },
    })
    expect(page.calls.map((call) => call.path)).to.deep.equal(['FormSubmissionKey', 'SaveFormSubmission'])
    expect(fieldError(element, 2)).to.equal('Email is not valid. Email addresses should follow the format user@domain.com.')
    expect(invalidControls(element)).to.deep.equal(['field-2'])
    await waitFor(() => shadow(element).activeElement === control(element, 2), 'focus on the email field')
    expect(control(element, 2).value).to.equal('jane@')
  })
})
