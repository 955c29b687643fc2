import { describe, expect, it } from 'vitest'
import { safeLinkAsWritten } from './safe-redirect.ts'

describe('safeLinkAsWritten', () => {
  it('keeps http(s) and relative addresses as written, trimmed', () => {
    expect(safeLinkAsWritten(' /cart ')).toBe('/cart')
    expect(safeLinkAsWritten('https://shop.example/cart')).toBe('https://shop.example/cart')
  })

  it('refuses other schemes, and any address holding control characters that could disguise one', () => {
    expect(safeLinkAsWritten('javascript:alert(1)')).toBeUndefined()
    expect(safeLinkAsWritten('\u0001java\u0003script:alert(1)')).toBeUndefined()
    expect(safeLinkAsWritten('/cart\u0000')).toBeUndefined()
  })
})
