import { describe, expect, it } from 'vitest'
import { dimensionUnit, weightUnit, type MeasurementStandard } from './measurement-units.ts'
import { generateSku, isUsZip, isValidPriceCents, isValidSku, MAX_PRICE_CENTS, MAX_SKU_LENGTH } from './store-rules.ts'
import { workflowStateLabel } from './workflow-state.ts'

describe('isUsZip', () => {
  it.each([
    ['10001', true],
    ['00501', true],
    ['1000', false],
    ['100011', false],
    ['10001-1234', false],
    [' 10001', false],
    ['10001\n', false],
    ['1000a', false],
    ['١٠٠٠١', false],
    ['', false],
  ])('%j is %s', (text, expected) => {
    expect(isUsZip(text)).toBe(expected)
  })
})

describe('isValidPriceCents', () => {
  it('caps prices at 100,000,000 cents', () => expect(MAX_PRICE_CENTS).toBe(100_000_000))

  it.each([
    [0, true],
    [1, true],
    [100_000_000, true],
    [100_000_001, false],
    [-1, false],
    [10.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%s is %s', (cents, expected) => {
    expect(isValidPriceCents(cents)).toBe(expected)
  })
})

describe('isValidSku', () => {
  it('allows 60 characters', () => expect(MAX_SKU_LENGTH).toBe(60))

  it.each([
    ['', true],
    ['SQ1234567', true],
    ['x'.repeat(60), true],
    ['x'.repeat(61), false],
  ])('%j is %s', (sku, expected) => {
    expect(isValidSku(sku)).toBe(expected)
  })
})

describe('generateSku', () => {
  it.each([
    [0, 'SQ0000000'],
    [0.0482913, 'SQ0482913'],
    [0.5, 'SQ5000000'],
    [0.99999999, 'SQ9999999'],
  ])('random %s gives %s', (draw, expected) => {
    expect(generateSku(() => draw)).toBe(expected)
  })

  it('is SQ and 7 digits with Math.random', () => {
    for (let i = 0; i < 100; i++) expect(generateSku()).toMatch(/^SQ[0-9]{7}$/)
  })

  it.each([1, -0.1, Number.NaN])('refuses a random source that returns %s', (draw) => {
    expect(() => generateSku(() => draw)).toThrow(RangeError)
  })
})

describe('measurement units', () => {
  it.each<[MeasurementStandard | undefined, string, string]>([
    ['imperial', 'lbs', '"'],
    ['metric', 'kg', 'cm'],
    [undefined, 'kg', 'cm'],
  ])('%s weighs in %s and measures in %s', (standard, weight, dimension) => {
    expect(weightUnit(standard)).toBe(weight)
    expect(dimensionUnit(standard)).toBe(dimension)
  })
})

describe('workflowStateLabel', () => {
  it.each([
    ['published', 'Available'],
    ['scheduled', 'Scheduled'],
    ['draft', 'Hidden'],
    ['needs_review', 'Unsupported'],
    ['private', 'Unsupported'],
    ['Published', 'Unsupported'],
    ['toString', 'Unsupported'],
    ['', 'Unsupported'],
  ])('%j is %s', (state, expected) => {
    expect(workflowStateLabel(state)).toBe(expected)
  })
})
