import { EDITOR_MESSAGES } from '../../messages/editor-messages.ts'
import { formatMessage } from '../../messages/format-message.ts'

/** The Zapier panel: no Zap uses the site yet, or connected with one or many. */
export type ZapierState = { status: 'awaiting-connection' } | { status: 'connected'; zapCount: number }

/** The Zapier state for the number of Zaps the service reports (a negative or fractional count is none). */
export function zapierState(zapCount: number): ZapierState {
  const count = Number.isInteger(zapCount) && zapCount > 0 ? zapCount : 0
  return count === 0 ? { status: 'awaiting-connection' } : { status: 'connected', zapCount: count }
}

/** The panel's text: 'Awaiting connection to Zapier', 'Connected with 1 Zap', 'Connected with 3 Zaps'. */
export function zapierLabel(state: ZapierState): string {
  if (state.status === 'awaiting-connection') return 'Awaiting connection to Zapier'
  return formatMessage('Connected with {count, plural, one {# Zap} other {# Zaps}}', { count: state.zapCount })
}

/** The mailing-list panel: a list and its double opt-in flag while connected. */
export type MailingListState =
  | { status: 'disconnected'; error?: string }
  | { status: 'connecting'; list: string; doubleOptIn: boolean }
  | { status: 'connected'; list: string; doubleOptIn: boolean }

export type MailingListEvent =
  | { type: 'connect'; list: string; doubleOptIn: boolean }
  | { type: 'connected' }
  | { type: 'connect-failed' }
  | { type: 'set-double-opt-in'; doubleOptIn: boolean }
  | { type: 'disconnect' }

export const MAILING_LIST_START: MailingListState = { status: 'disconnected' }

/**
 * The mailing-list connection: connecting needs a chosen list ('A List must be selected' otherwise); a
 * failed connection goes back to disconnected with 'Unable to connect. Please try again'. An event a state
 * does not expect leaves it as it is.
 */
export function nextMailingListState(state: MailingListState, event: MailingListEvent): MailingListState {
  switch (state.status) {
    case 'disconnected':
      if (event.type !== 'connect') return state
      if (event.list.trim() === '') return { status: 'disconnected', error: EDITOR_MESSAGES.listRequired }
      return { status: 'connecting', list: event.list, doubleOptIn: event.doubleOptIn }
    case 'connecting':
      if (event.type === 'connected') return { ...state, status: 'connected' }
      if (event.type === 'connect-failed') return { status: 'disconnected', error: EDITOR_MESSAGES.connectionFailed }
      return state
    case 'connected':
      if (event.type === 'set-double-opt-in') return { ...state, doubleOptIn: event.doubleOptIn }
      if (event.type === 'disconnect') return { status: 'disconnected' }
      return state
  }
}
