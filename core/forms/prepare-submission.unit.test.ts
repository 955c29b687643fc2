import { describe, expect, it } from 'vitest'
import { everyFieldType } from './every-field-type.fixture.ts'
import { initialValues } from './form-values.ts'
import { prepareSubmission } from './prepare-submission.ts'

const fields = everyFieldType.map((field) => (field.id === 'email' ? { ...field, required: true } : field))
const options = { query: new URLSearchParams(), validate: true, captchaIncomplete: false }
const valid = { ...initialValues(fields), email: 'jane@example.com' }

describe('prepareSubmission', () => {
  it('gives the serialised form when everything passes', () => {
    const prepared = prepareSubmission(fields, valid, options)
    expect(prepared).toMatchObject({ ok: true, form: { email: 'jane@example.com', ref: 'direct' } })
  })

  it("refuses invalid entries with 'One or more fields is invalid, please check your entries.'", () => {
    expect(prepareSubmission(fields, { ...valid, email: 'jane' }, options)).toEqual({
      ok: false,
      failure: {
        status: 0,
        message: 'One or more fields is invalid, please check your entries.',
        errors: { email: 'Email is not valid. Email addresses should follow the format user@domain.com.' },
      },
    })
  })

  it("refuses entries it cannot parse with 'Could not parse the form fields, please check your entries.'", () => {
    expect(prepareSubmission(fields, { ...valid, guests: 'ten' }, options)).toEqual({
      ok: false,
      failure: {
        status: 0,
        message: 'Could not parse the form fields, please check your entries.',
        errors: { guests: 'Could not parse the form fields, please check your entries.' },
      },
    })
  })

  it('skips the rules when validation is disabled, but still cannot send what it cannot parse', () => {
    const noValidation = { ...options, validate: false }
    expect(prepareSubmission(fields, { ...valid, email: 'jane' }, noValidation)).toMatchObject({ ok: true, form: { email: 'jane' } })
    expect(prepareSubmission(fields, { ...valid, guests: 'ten' }, noValidation)).toMatchObject({ ok: false })
  })

  it("asks for the captcha once the entries pass: 'Complete CAPTCHA before submitting.'", () => {
    const withCaptcha = { ...options, captchaIncomplete: true }
    expect(prepareSubmission(fields, valid, withCaptcha)).toEqual({
      ok: false,
      failure: { status: 0, message: 'Complete CAPTCHA before submitting.', errors: {} },
    })
    expect(prepareSubmission(fields, { ...valid, email: '' }, withCaptcha)).toMatchObject({
      failure: { message: 'One or more fields is invalid, please check your entries.' },
    })
  })
})
