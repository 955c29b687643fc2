import { describe, expect, it } from 'vitest'
import { IDLE, canSubmit, nextSubmitState, type SubmitState } from './submit-state.ts'

const failure = { status: 500, message: 'Unable to send form. Please try again later.', errors: {} }
const submitting: SubmitState = { phase: 'submitting' }
const failed: SubmitState = { phase: 'failure', failure }
const succeeded: SubmitState = { phase: 'success' }

describe('the form submit states', () => {
  it('idle → submitting → success', () => {
    const sending = nextSubmitState(IDLE, { type: 'send' })
    expect(sending).toEqual(submitting)
    expect(nextSubmitState(sending, { type: 'succeed' })).toEqual(succeeded)
  })

  it('submitting → failure → submitting again', () => {
    const afterFailure = nextSubmitState(submitting, { type: 'fail', failure })
    expect(afterFailure).toEqual(failed)
    expect(nextSubmitState(afterFailure, { type: 'send' })).toEqual(submitting)
  })

  it('ignores a second submission while submitting', () => {
    expect(nextSubmitState(submitting, { type: 'send' })).toBe(submitting)
    expect(canSubmit(submitting)).toBe(false)
  })

  it('entries refused before sending go straight to failure', () => {
    expect(nextSubmitState(IDLE, { type: 'fail', failure })).toEqual(failed)
    expect(nextSubmitState(failed, { type: 'fail', failure: { ...failure, message: 'other' } })).toMatchObject({
      failure: { message: 'other' },
    })
  })

  it('stays submitted after success until reset', () => {
    expect(nextSubmitState(succeeded, { type: 'send' })).toBe(succeeded)
    expect(nextSubmitState(succeeded, { type: 'fail', failure })).toBe(succeeded)
    expect(canSubmit(succeeded)).toBe(false)
    expect(nextSubmitState(succeeded, { type: 'reset' })).toEqual(IDLE)
  })

  it('a success or failure that comes when not submitting changes nothing', () => {
    expect(nextSubmitState(IDLE, { type: 'succeed' })).toBe(IDLE)
  })

  it('lets the visitor submit when idle or after a failure', () => {
    expect(canSubmit(IDLE)).toBe(true)
    expect(canSubmit(failed)).toBe(true)
  })
})
