import { describe, expect, it } from 'vitest'
import { followProfile } from './follow-profile.ts'

describe('followProfile', () => {
  it("reads the account name of a profile address on X, under either of the platform's names", () => {
    expect(followProfile('https://x.com/harbourkitchen')).toBe('harbourkitchen')
    expect(followProfile('https://twitter.com/Harbour_Kitchen/')).toBe('Harbour_Kitchen')
    expect(followProfile('http://mobile.twitter.com/@hk')).toBe('hk')
  })

  it('is undefined for other networks, posts, searches, overlong names and unparseable addresses', () => {
    expect(followProfile('https://www.instagram.com/harbourkitchen')).toBeUndefined()
    expect(followProfile('https://x.com/harbourkitchen/status/1')).toBeUndefined()
    expect(followProfile('https://x.com/search?q=bread')).toBeUndefined()
    expect(followProfile('https://x.com/a_name_far_too_long')).toBeUndefined()
    expect(followProfile('https://x.com.example.net/hk')).toBeUndefined()
    expect(followProfile('javascript:alert(1)//x.com/hk')).toBeUndefined()
    expect(followProfile('not a url')).toBeUndefined()
  })
})
