import { describe, expect, it } from 'vitest'
import { formPendingProperties } from './pending.ts'

/** The reserved height in pixels at a 16 px font and the default 1rem gap. */
function reservedPx(blockJson: string | null, name = '--ss-form-pending-block-size'): number | undefined {
  const element = { getAttribute: () => blockJson } as unknown as HTMLElement
  const value = formPendingProperties(element)[name as `--${string}`]
  if (value === undefined) return undefined
  const [em, rem, px, gaps] = [...value.matchAll(/[\d.]+/g)].map(([number]) => Number(number))
  return 16 * em! + 16 * rem! + px! + 16 * gaps!
}

const form = (...fields: object[]) => JSON.stringify({ formId: 'f', fields })
const button = reservedPx(form())!

describe('formPendingProperties', () => {
  it.each([['{not json'], ['"a string"'], ['[1, 2]'], ['null']])('reserves nothing for the block JSON %s, and does not throw', (json) => {
    expect(reservedPx(json)).toBeUndefined()
  })

  it('reserves the submit button for a form without fields', () => {
    expect(button).toBeCloseTo(43.2)
    expect(reservedPx(null)).toBe(button)
  })

  it('reserves a label and a control for a text field, one gap above the button', () => {
    expect(reservedPx(form({ id: 'a', type: 'email', label: 'Email' }))! - button).toBeCloseTo(24 + 5.6 + 42 + 16)
  })

  it('reserves one control for a date or a time, as for a text field: each is one native control', () => {
    const text = reservedPx(form({ id: 'a', type: 'text', label: 'When' }))
    expect(reservedPx(form({ id: 'a', type: 'date', label: 'When' }))).toBe(text)
    expect(reservedPx(form({ id: 'a', type: 'time', label: 'When' }))).toBe(text)
  })

  it('reserves more for a textarea than for a text field, and a line more for its counter', () => {
    const text = reservedPx(form({ id: 'a', type: 'text', label: 'Message' }))!
    const textarea = reservedPx(form({ id: 'a', type: 'textarea', label: 'Message' }))!
    const counted = reservedPx(form({ id: 'a', type: 'textarea', label: 'Message', maxLength: 500 }))!

    expect(textarea - text).toBeCloseTo(4 * 24)
    expect(counted - textarea).toBeCloseTo(5.6 + 21)
  })

  it('reserves a row of inputs per row of parts, and one per part when they stack', () => {
    const name = reservedPx(form({ id: 'a', type: 'name', label: 'Name' }))!
    const address = reservedPx(form({ id: 'a', type: 'address', label: 'Address' }))!
    const stackedName = reservedPx(form({ id: 'a', type: 'name', label: 'Name' }), '--ss-form-pending-stacked-block-size')!
    const row = 21 + 3.2 + 42

    expect(address - name).toBeCloseTo(2 * (row + 8))
    expect(stackedName - name).toBeCloseTo(row + 8)
  })

  // A group's legend sits above its content, with no gap after it; a likert question has a margin above it.
  it('reserves a line per choice, five per likert question', () => {
    const radios = reservedPx(form({ id: 'a', type: 'radio', label: 'Reply by', options: ['Email', 'Phone', 'Post'] }))!
    const likert = reservedPx(form({ id: 'a', type: 'likert', label: 'Visit', questions: ['Staff', 'Site'] }))!

    expect(radios - button).toBeCloseTo(24 + 3 * 24 + 2 * 5.6 + 16)
    expect(likert - button).toBeCloseTo(24 + 2 * (5.6 + 24 + 5 * 24 + 4 * 5.6) + 5.6 + 16)
  })

  it('reserves nothing for a hidden field or a field of an unknown type, and a heading for a section', () => {
    expect(reservedPx(form({ id: 'a', type: 'hidden', label: 'ref' }, { id: 'b', type: 'video' }))).toBe(button)
    expect(reservedPx(form({ id: 's', type: 'section', label: 'About you' }))! - button).toBeCloseTo(27.6 + 16)
  })
})
