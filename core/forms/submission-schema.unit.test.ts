import { describe, expect, it } from 'vitest'
import { formMessages } from './form-messages.ts'
import { everyFieldType } from './every-field-type.fixture.ts'
import { formFieldListSchema, type FormField } from './form-fields.ts'
import { initialValues } from './form-values.ts'
import { serializeForm, type SubmittedForm } from './serialize-form.ts'
import { checkSubmittedForm } from './submission-schema.ts'

const emptyForm = (() => {
  const result = serializeForm(everyFieldType, initialValues(everyFieldType), new URLSearchParams())
  if (!result.ok) throw new Error('the empty form serialises')
  return result.form
})()

/** The per-field problems `checkSubmittedForm` finds; none when it passes. */
function fieldErrors(fields: readonly FormField[], form: unknown): Record<string, string> {
  const checked = checkSubmittedForm(fields, form)
  return checked.ok ? {} : checked.errors
}

const requiredFields = everyFieldType.map((field) => ({ ...field, required: true }))
const withValues = (values: SubmittedForm) => ({ ...emptyForm, ...values })

describe('fieldErrors: the field rules', () => {
  it('finds nothing wrong with an empty form of optional fields', () => {
    expect(fieldErrors(everyFieldType, emptyForm)).toEqual({})
  })

  it('says every required field left empty is required, except sections and hidden fields; an email fails the email check', () => {
    const errors = fieldErrors(requiredFields, emptyForm)
    const expected = Object.fromEntries(
      everyFieldType
        .filter((f) => f.type !== 'section' && f.type !== 'hidden')
        .map((f) => [f.id, f.type === 'email' ? formMessages.invalidEmail : `${f.label} is required.`]),
    )
    expect(errors).toEqual(expected)
  })

  it('treats a text of spaces as empty', () => {
    expect(fieldErrors(requiredFields, withValues({ text: '   ' })).text).toBe('Company is required.')
  })

  it('lets required multi-part fields leave their optional parts empty (Line2, Second, the phone country)', () => {
    const errors = fieldErrors(
      requiredFields,
      withValues({
        address: ['1 Main St', '', 'Springfield', 'IL', '62701', 'USA'],
        at: ['7', '30', '', 'PM'],
        phone: ['', '555', '123', '4567'],
      }),
    )
    expect(errors).not.toHaveProperty('address')
    expect(errors).not.toHaveProperty('at')
    expect(errors).not.toHaveProperty('phone')
  })

  it('needs every part that is not optional', () => {
    expect(fieldErrors(requiredFields, withValues({ name: ['Jane', ''] })).name).toBe('Name is required.')
  })

  it('needs every likert question answered when required', () => {
    const halfAnswered = withValues({ opinion: { 'The staff were kind': '1' } })
    expect(fieldErrors(requiredFields, halfAnswered).opinion).toBe('Opinion is required.')
    const answered = withValues({ opinion: { 'The staff were kind': '1', 'The food was warm': '0' } })
    expect(fieldErrors(requiredFields, answered)).not.toHaveProperty('opinion')
  })

  it("refuses a textarea over its maximum with 'You have exceeded the character limit.'", () => {
    expect(fieldErrors(everyFieldType, withValues({ message: '12345678901' }))).toEqual({
      message: 'You have exceeded the character limit.',
    })
    expect(fieldErrors(everyFieldType, withValues({ message: '1234567890' }))).toEqual({})
  })

  it('checks a filled email, or a required one, with the invalid-email message', () => {
    const message = 'Email is not valid. Email addresses should follow the format user@domain.com.'
    expect(fieldErrors(everyFieldType, withValues({ email: 'jane@' }))).toEqual({ email: message })
    expect(fieldErrors(everyFieldType, withValues({ email: 'jane@example.com' }))).toEqual({})
    expect(fieldErrors(requiredFields.filter((f) => f.id === 'email'), { email: 'nope' })).toEqual({ email: message })
  })

  it('refuses a number or an amount that does not read as one', () => {
    const errors = fieldErrors(everyFieldType, withValues({ guests: 'many', budget: '-1' }))
    expect(errors).toEqual({
      guests: 'Could not parse the form fields, please check your entries.',
      budget: 'Could not parse the form fields, please check your entries.',
    })
  })
})

describe('fieldErrors: what the server also refuses', () => {
  it('refuses values outside the choices of radio, select, checkbox and likert fields', () => {
    const errors = fieldErrors(
      everyFieldType,
      withValues({ size: 'Huge', topic: 'Gossip', extras: ['Milk', 'Salt'], opinion: { 'The music': '2' } }),
    )
    expect(errors).toEqual({
      size: 'Huge is not one of the expected options',
      topic: 'Gossip is not one of the expected options',
      extras: 'Salt is not one of the expected options',
      opinion: 'The music is not one of the expected options',
    })
  })

  it('refuses a likert answer off the -2…2 scale', () => {
    expect(fieldErrors(everyFieldType, withValues({ opinion: { 'The staff were kind': '3' } }))).toHaveProperty('opinion')
  })

  it('refuses values of the wrong shape', () => {
    const errors = fieldErrors(everyFieldType, withValues({ text: ['a'], name: ['Jane'], phone: ['555', '123', '4567'], at: ['1', '2', '3', 'XM'] }))
    expect(Object.keys(errors).sort()).toEqual(['at', 'name', 'phone', 'text'])
    expect(errors.at).toBe('XM is not one of the expected options')
  })

  it('reads a missing field as an empty one', () => {
    const fields = formFieldListSchema.parse([{ id: 'email', type: 'email', label: 'Email', required: true }])
    expect(fieldErrors(fields, {})).toEqual({ email: formMessages.invalidEmail })
    expect(fieldErrors(everyFieldType, {})).toEqual({})
  })

  it('drops ids the form does not have', () => {
    const checked = checkSubmittedForm(everyFieldType, withValues({ injected: '<script>' }))
    expect(checked.ok && 'injected' in checked.form).toBe(false)
    expect(checked).toMatchObject({ ok: true, form: { text: '' } })
  })
})
