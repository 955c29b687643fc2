import { describe, expect, it } from 'vitest'
import { randomId } from '../consent/random-id.ts'
import { assertUuid, isUuid } from './uuid.ts'

describe('UUID validation', () => {
  it.each([
    ['6ba7b810-9dad-11d1-80b4-00c04fd430c8', true],
    ['f47ac10b-58cc-4372-a567-0e02b2c3d479', true],
    ['F47AC10B-58CC-4372-A567-0E02B2C3D479', true],
    ['017f22e2-79b0-7cc3-98c4-dc0c0c07398f', true],
    ['00000000-0000-0000-0000-000000000000', true],
    ['ffffffff-ffff-ffff-ffff-ffffffffffff', true],
    ['f47ac10b-58cc-0372-a567-0e02b2c3d479', false],
    ['f47ac10b-58cc-9372-a567-0e02b2c3d479', false],
    ['f47ac10b-58cc-4372-c567-0e02b2c3d479', false],
    ['f47ac10b58cc4372a5670e02b2c3d479', false],
    ['{f47ac10b-58cc-4372-a567-0e02b2c3d479}', false],
    [' f47ac10b-58cc-4372-a567-0e02b2c3d479', false],
    ['g47ac10b-58cc-4372-a567-0e02b2c3d479', false],
    ['', false],
    [42, false],
    [null, false],
  ])('%j → %s', (text, valid) => {
    expect(isUuid(text)).toBe(valid)
    if (valid) expect(assertUuid(text)).toBe(text)
    else expect(() => assertUuid(text)).toThrow(new TypeError('Stringified UUID is invalid'))
  })

  it('accepts the ids the library makes', () => {
    for (let i = 0; i < 50; i++) expect(isUuid(randomId())).toBe(true)
  })
})
