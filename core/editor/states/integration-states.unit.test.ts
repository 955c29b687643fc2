import { describe, expect, it } from 'vitest'
import {
  MAILING_LIST_START,
  nextMailingListState,
  zapierLabel,
  zapierState,
  type MailingListEvent,
} from './integration-states.ts'

describe('the Zapier panel', () => {
  it('awaits a connection while no Zap uses the site', () => {
    expect(zapierState(0)).toEqual({ status: 'awaiting-connection' })
    expect(zapierState(-2)).toEqual({ status: 'awaiting-connection' })
    expect(zapierState(1.5)).toEqual({ status: 'awaiting-connection' })
    expect(zapierLabel(zapierState(0))).toBe('Awaiting connection to Zapier')
  })

  it('is connected with one Zap or many', () => {
    expect(zapierState(1)).toEqual({ status: 'connected', zapCount: 1 })
    expect(zapierLabel(zapierState(1))).toBe('Connected with 1 Zap')
    expect(zapierLabel(zapierState(3))).toBe('Connected with 3 Zaps')
  })
})

describe('the mailing-list connection', () => {
  const run = (events: MailingListEvent[]) => events.reduce(nextMailingListState, MAILING_LIST_START)
  const connect = { type: 'connect', list: 'Newsletter', doubleOptIn: true } as const

  it('starts disconnected, connects to the chosen list, and disconnects', () => {
    expect(MAILING_LIST_START).toEqual({ status: 'disconnected' })
    expect(run([connect])).toEqual({ status: 'connecting', list: 'Newsletter', doubleOptIn: true })
    expect(run([connect, { type: 'connected' }])).toEqual({ status: 'connected', list: 'Newsletter', doubleOptIn: true })
    expect(run([connect, { type: 'connected' }, { type: 'disconnect' }])).toEqual({ status: 'disconnected' })
  })

  it('needs a list', () => {
    expect(run([{ type: 'connect', list: ' ', doubleOptIn: false }])).toEqual({ status: 'disconnected', error: 'A List must be selected' })
  })

  it('goes back to disconnected, saying so, when the connection fails', () => {
    expect(run([connect, { type: 'connect-failed' }])).toEqual({ status: 'disconnected', error: 'Unable to connect. Please try again' })
  })

  it('changes double opt-in while connected only', () => {
    const off = { type: 'set-double-opt-in', doubleOptIn: false } as const
    expect(run([connect, { type: 'connected' }, off])).toMatchObject({ status: 'connected', doubleOptIn: false })
    expect(run([off])).toEqual(MAILING_LIST_START)
    expect(run([{ type: 'disconnect' }, { type: 'connected' }])).toEqual(MAILING_LIST_START)
  })
})
