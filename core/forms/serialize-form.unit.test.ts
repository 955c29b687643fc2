import { describe, expect, it } from 'vitest'
import { everyFieldType } from './every-field-type.fixture.ts'
import { formFieldListSchema } from './form-fields.ts'
import { initialValues } from './form-values.ts'
import { serializeForm } from './serialize-form.ts'

const noQuery = new URLSearchParams()

describe('serializeForm', () => {
  it('maps each field id to its value, in the shape of its field type', () => {
    const values = {
      ...initialValues(everyFieldType),
      text: 'Acme',
      message: 'Hello',
      email: 'jane@example.com',
      budget: '1,200.50',
      guests: '4',
      site: 'https://example.com',
      secret: 'hunter2',
      handle: '@acme',
      day: ['12', '24', '2025'],
      at: ['7', '30', '', 'PM'],
      name: ['Jane', 'Doe'],
      address: ['1 Main St', '', 'Springfield', 'IL', '62701', 'USA'],
      phone: ['555', '123', '4567'],
      size: 'Large',
      extras: ['Milk', 'Lemon'],
      topic: 'Support',
      opinion: { 'The staff were kind': '2', 'The food was warm': '-1' },
    }

    expect(serializeForm(everyFieldType, values, noQuery)).toEqual({
      ok: true,
      form: {
        text: 'Acme',
        message: 'Hello',
        email: 'jane@example.com',
        budget: '1,200.50',
        guests: '4',
        site: 'https://example.com',
        secret: 'hunter2',
        handle: '@acme',
        day: ['12', '24', '2025'],
        at: ['7', '30', '', 'PM'],
        name: ['Jane', 'Doe'],
        address: ['1 Main St', '', 'Springfield', 'IL', '62701', 'USA'],
        phone: ['', '555', '123', '4567'],
        size: 'Large',
        extras: ['Milk', 'Lemon'],
        topic: 'Support',
        opinion: { 'The staff were kind': '2', 'The food was warm': '-1' },
        ref: 'direct',
      },
    })
  })

  it('skips sections', () => {
    const result = serializeForm(everyFieldType, initialValues(everyFieldType), noQuery)
    expect(result.ok && 'intro' in result.form).toBe(false)
  })

  it('keeps a phone of four parts as it is', () => {
    const fields = formFieldListSchema.parse([{ id: 'tel', type: 'phone', label: 'Phone', showCountryCode: true }])
    expect(serializeForm(fields, { tel: ['44', '20', '7946', '0958'] }, noQuery)).toEqual({
      ok: true,
      form: { tel: ['44', '20', '7946', '0958'] },
    })
  })

  it('takes a hidden field from the same-named query term of the address, else from its own value', () => {
    expect(serializeForm(everyFieldType, {}, new URLSearchParams('ref=newsletter&other=1'))).toMatchObject({
      ok: true,
      form: { ref: 'newsletter' },
    })
    expect(serializeForm(everyFieldType, {}, new URLSearchParams('other=1'))).toMatchObject({ ok: true, form: { ref: 'direct' } })
  })

  it('sanitises by trimming the space around every text', () => {
    const values = { text: '  Acme \n', name: [' Jane', 'Doe  '] }
    expect(serializeForm(everyFieldType, values, noQuery)).toMatchObject({ ok: true, form: { text: 'Acme', name: ['Jane', 'Doe'] } })
  })

  it('gives empty values for fields with no entries yet', () => {
    expect(serializeForm(everyFieldType, {}, noQuery)).toMatchObject({
      ok: true,
      form: { text: '', name: ['', ''], phone: ['', '', '', ''], extras: [], opinion: {} },
    })
  })

  it('cannot parse a number or currency entry that is not a number, and names those fields', () => {
    const values = { guests: 'four', budget: '-5', text: 'fine' }
    expect(serializeForm(everyFieldType, values, noQuery)).toEqual({
      ok: false,
      errors: {
        guests: 'Could not parse the form fields, please check your entries.',
        budget: 'Could not parse the form fields, please check your entries.',
      },
    })
  })
})
