import { describe, expect, it } from 'vitest'
import { RequestError } from '../data/request-error.ts'
import { answeredFailure, noKeyFailure, saveFailure } from './form-failure.ts'

const httpError = (status: number, data?: unknown) => new RequestError('from the data layer', { kind: 'http', status, data })

describe('the form error catalogue', () => {
  it.each([
    [401, 'Unable to submit form. Please try again later.'],
    [403, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
  ])('%i answers %s, whatever the body says', (status, message) => {
    expect(saveFailure(httpError(status, { error: 'server words' }))).toEqual({ status, message, errors: {} })
  })

  it('400 with data.errors puts each message on its field', () => {
    const errors = { 'email-1': 'Email is not valid.', 'name-1': 'Name is required.' }
    expect(answeredFailure(400, { errors })).toEqual({
      status: 400,
      message: 'One or more fields is invalid, please check your entries.',
      errors,
    })
  })

  it('400 with data.errors keeps data.error as the general message when there is one', () => {
    expect(answeredFailure(400, { errors: { a: 'Bad.' }, error: 'Please fix the fields.' })).toEqual({
      status: 400,
      message: 'Please fix the fields.',
      errors: { a: 'Bad.' },
    })
  })

  it('otherwise shows the text of data.error', () => {
    expect(answeredFailure(400, { error: 'That form is closed.' })).toEqual({ status: 400, message: 'That form is closed.', errors: {} })
    expect(answeredFailure(418, { error: 'I am a teapot.' }).message).toBe('I am a teapot.')
    expect(answeredFailure(200, { error: 'Refused.' }).message).toBe('Refused.')
  })

  it.each([
    ['no body', undefined],
    ['an HTML body', '<h1>Bad Gateway</h1>'],
    ['an empty error', { error: '  ' }],
    ['an error that is not text', { error: { code: 7 } }],
    ['empty per-field errors', { errors: {} }],
  ])("otherwise, with %s, says 'Unknown error, please try again later.'", (_, data) => {
    expect(answeredFailure(502, data).message).toBe('Unknown error, please try again later.')
    expect(answeredFailure(400, data).message).toBe('Unknown error, please try again later.')
  })

  it('a save that got no answer (network, time-out) or threw says to reload', () => {
    const expected = { status: 0, message: 'Error processing form submission. Please reload and try again.', errors: {} }
    expect(saveFailure(new RequestError('Unable to connect…', { kind: 'network', status: 0 }))).toEqual(expected)
    expect(saveFailure(new TypeError('boom'))).toEqual(expected)
  })

  it('no key obtained', () => {
    expect(noKeyFailure()).toEqual({ status: 0, message: 'Could not get a form submission key, please try again later.', errors: {} })
    expect(noKeyFailure(httpError(503))).toMatchObject({ status: 503, message: 'Could not get a form submission key, please try again later.' })
  })
})
