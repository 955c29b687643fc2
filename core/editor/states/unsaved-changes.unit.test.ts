import { describe, expect, it } from 'vitest'
import {
  hasUnsavedChanges,
  nextUnsavedChangesState,
  UNSAVED_CHANGES_CHOICES,
  UNSAVED_CHANGES_START,
  type UnsavedChangesEvent,
  type UnsavedChangesState,
} from './unsaved-changes.ts'

const run = (events: UnsavedChangesEvent[], from: UnsavedChangesState = UNSAVED_CHANGES_START) =>
  events.reduce(nextUnsavedChangesState, from)

const leave = { type: 'request-leave', to: '/about' } as const

describe('the unsaved-changes prompt', () => {
  it('offers Save, Discard and Review Changes, in that order', () => {
    expect(UNSAVED_CHANGES_CHOICES.map(({ label }) => label)).toEqual(['Save', 'Discard', 'Review Changes'])
  })

  it('leaves at once when nothing changed', () => {
    expect(run([leave])).toEqual({ status: 'leaving', to: '/about' })
  })

  it('prompts before leaving with changes', () => {
    expect(run([{ type: 'edit' }, leave])).toEqual({ status: 'prompting', to: '/about' })
  })

  it('Save saves, then leaves', () => {
    const saving = run([{ type: 'edit' }, leave, { type: 'choose', choice: 'save' }])
    expect(saving).toEqual({ status: 'saving', to: '/about' })
    expect(hasUnsavedChanges(saving)).toBe(true)
    expect(run([{ type: 'saved' }], saving)).toEqual({ status: 'leaving', to: '/about' })
  })

  it('a failed save asks again, saying something went wrong', () => {
    const failed = run([{ type: 'edit' }, leave, { type: 'choose', choice: 'save' }, { type: 'save-failed' }])
    expect(failed).toEqual({ status: 'prompting', to: '/about', error: 'Something went wrong' })
    expect(run([{ type: 'choose', choice: 'discard' }], failed)).toEqual({ status: 'leaving', to: '/about' })
  })

  it('Discard leaves without the changes', () => {
    const left = run([{ type: 'edit' }, leave, { type: 'choose', choice: 'discard' }])
    expect(left).toEqual({ status: 'leaving', to: '/about' })
    expect(hasUnsavedChanges(left)).toBe(false)
  })

  it('Review Changes stays with the changes, and leaving again prompts again', () => {
    const reviewing = run([{ type: 'edit' }, leave, { type: 'choose', choice: 'review' }])
    expect(reviewing).toEqual({ status: 'reviewing' })
    expect(hasUnsavedChanges(reviewing)).toBe(true)
    expect(run([{ type: 'edit' }, { type: 'request-leave', to: '/shop' }], reviewing)).toEqual({ status: 'prompting', to: '/shop' })
  })

  it('dismissing the prompt stays with the changes', () => {
    expect(run([{ type: 'edit' }, leave, { type: 'dismiss' }])).toEqual({ status: 'dirty' })
  })

  it('a save without leaving ends clean, or dirty with the error when it fails', () => {
    expect(run([{ type: 'edit' }, { type: 'save' }, { type: 'saved' }])).toEqual({ status: 'clean' })
    const failed = run([{ type: 'edit' }, { type: 'save' }, { type: 'save-failed' }])
    expect(failed).toEqual({ status: 'dirty', error: 'Something went wrong' })
    expect(run([{ type: 'edit' }], failed)).toEqual({ status: 'dirty' })
  })

  it('ignores events a state does not expect', () => {
    expect(run([{ type: 'saved' }, { type: 'choose', choice: 'save' }])).toEqual(UNSAVED_CHANGES_START)
    const prompting = run([{ type: 'edit' }, leave])
    expect(run([{ type: 'edit' }, { type: 'save' }], prompting)).toBe(prompting)
    const left = run([leave])
    expect(run([{ type: 'edit' }], left)).toBe(left)
  })
})
