import { describe, expect, it } from 'vitest'
import { isMobileApp, PLATFORM_NOT_IDENTIFIED_MESSAGE } from './mobile-platform.ts'

describe('isMobileApp', () => {
  it.each([
    ['?platform=mobile-app', true],
    ['platform=mobile-app', true],
    ['?page=2&platform=mobile-app', true],
    ['', false],
    ['?platform=web', false],
    ['?platform=MOBILE-APP', false],
    ['?platform=mobile-app-legacy', false],
    ['?mobile-app', false],
  ])('%s: %s', (search, expected) => {
    expect(isMobileApp(search)).toBe(expected)
  })

  it('names the error of a page the app did not open', () => {
    expect(PLATFORM_NOT_IDENTIFIED_MESSAGE).toBe('mobile platform not correctly identified')
  })
})
