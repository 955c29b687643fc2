import { describe, expect, it } from 'vitest'
import { captchaSize } from './captcha-provider.ts'

describe('captchaSize', () => {
  it('is compact in a container narrower than 320 px, normal from 320 px', () => {
    expect(captchaSize(319.5)).toBe('compact')
    expect(captchaSize(320)).toBe('normal')
  })
})
