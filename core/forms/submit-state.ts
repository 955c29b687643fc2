import type { FormFailure } from './form-failure.ts'

/** Where a form's submission stands. */
export type SubmitState =
  | { phase: 'idle' }
  | { phase: 'submitting' }
  | { phase: 'success' }
  | { phase: 'failure'; failure: FormFailure }

export type SubmitEvent =
  /** The entries passed and the submission is being sent. */
  | { type: 'send' }
  | { type: 'succeed' }
  /** The submission failed, or the entries were refused before sending. */
  | { type: 'fail'; failure: FormFailure }
  | { type: 'reset' }

export const IDLE: SubmitState = { phase: 'idle' }

/**
 * idle → submitting → success or failure; failure → submitting again. Entries refused before sending go
 * from idle or failure straight to failure. While submitting, another submission is ignored (the same
 * state comes back); after success the form stays submitted until reset.
 */
export function nextSubmitState(state: SubmitState, event: SubmitEvent): SubmitState {
  switch (event.type) {
    case 'send':
      return state.phase === 'idle' || state.phase === 'failure' ? { phase: 'submitting' } : state
    case 'succeed':
      return state.phase === 'submitting' ? { phase: 'success' } : state
    case 'fail':
      return state.phase === 'success' ? state : { phase: 'failure', failure: event.failure }
    case 'reset':
      return IDLE
  }
}

/** Whether the visitor may start a submission now. */
export function canSubmit(state: SubmitState): boolean {
  return state.phase === 'idle' || state.phase === 'failure'
}
