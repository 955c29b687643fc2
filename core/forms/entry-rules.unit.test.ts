import { describe, expect, it } from 'vitest'
import { characterCounter, characterLimit, exceedsCharacterLimit, isAmountEntry, isEmail, isNumberEntry } from './entry-rules.ts'

describe('isEmail', () => {
  it.each(['a@b.co', 'jane.doe+news@mail.example.com', 'x@sub-domain.example.info', 'A1@B2.C3D4'])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true)
  })

  it.each([
    ['no @', 'jane.example.com'],
    ['no dotted domain', 'jane@example'],
    ['a final label of one character', 'jane@example.c'],
    ['a final label of five characters', 'jane@example.email'],
    ['a final label with a hyphen', 'jane@example.c-m'],
    ['a space', 'jane doe@example.com'],
    ['two @', 'jane@doe@example.com'],
    ['an empty local part', '@example.com'],
    ['an empty domain label', 'jane@.example.com'],
  ])('refuses an address with %s', (_, email) => {
    expect(isEmail(email)).toBe(false)
  })

  it('allows 256 characters and no more', () => {
    const domain = '@example.com'
    expect(isEmail('a'.repeat(256 - domain.length) + domain)).toBe(true)
    expect(isEmail('a'.repeat(257 - domain.length) + domain)).toBe(false)
  })
})

describe('characterLimit', () => {
  it('is a positive whole number, given as a number or as digits', () => {
    expect(characterLimit(500)).toBe(500)
    expect(characterLimit('140')).toBe(140)
  })

  it.each([0, -3, 2.5, Number.NaN, Infinity, '', 'ten', null, undefined, {}, true])('is none for %s', (value) => {
    expect(characterLimit(value)).toBeUndefined()
  })
})

describe('exceedsCharacterLimit', () => {
  it('is true only when the text is longer than the limit', () => {
    expect(exceedsCharacterLimit('abcde', 5)).toBe(false)
    expect(exceedsCharacterLimit('abcdef', 5)).toBe(true)
  })

  it('never holds without a limit, or for an empty text', () => {
    expect(exceedsCharacterLimit('a'.repeat(10_000), 0)).toBe(false)
    expect(exceedsCharacterLimit('', 1)).toBe(false)
  })

  it('counts an emoji as one character', () => {
    expect(exceedsCharacterLimit('👋👋', 2)).toBe(false)
  })
})

describe('characterCounter', () => {
  it("shows 'n / max'", () => {
    expect(characterCounter('hello', 10)).toEqual({ text: '5 / 10', over: false })
  })

  it('flags the error state once over the maximum', () => {
    expect(characterCounter('hello', 5)).toEqual({ text: '5 / 5', over: false })
    expect(characterCounter('hello!', 5)).toEqual({ text: '6 / 5', over: true })
  })

  it('is absent for a maximum of 0 or an invalid one', () => {
    expect(characterCounter('hello', 0)).toBeUndefined()
    expect(characterCounter('hello', 'many')).toBeUndefined()
  })
})

describe('number and amount entries', () => {
  it.each(['42', '-7', '+3', '3.14', '.5', '1,234,567.89', '0'])('%s reads as a number', (text) => {
    expect(isNumberEntry(text)).toBe(true)
  })

  it.each(['', 'ten', '1e5', '12abc', '1,23', '1.2.3', '-', '.', '$5'])('%s does not', (text) => {
    expect(isNumberEntry(text)).toBe(false)
  })

  it('an amount is a number that is not negative', () => {
    expect(isAmountEntry('19.99')).toBe(true)
    expect(isAmountEntry('-19.99')).toBe(false)
  })
})
