import { describe, expect, it } from 'vitest'
import { DESKTOP_MIN_WIDTH, MOBILE_MAX_WIDTH, isTouchDevice, layoutBreakpoint } from './device.ts'

const device = (screenWidth: number, maxTouchPoints: number) => ({ screen: { width: screenWidth }, navigator: { maxTouchPoints } })

describe('isTouchDevice', () => {
  it('is a touch screen at least 700 px wide', () => {
    expect(isTouchDevice(device(700, 5))).toBe(true)
    expect(isTouchDevice(device(1024, 1))).toBe(true)
  })
  it('is not a touch screen narrower than 700 px, nor a screen without touch', () => {
    expect(isTouchDevice(device(699, 5))).toBe(false)
    expect(isTouchDevice(device(1920, 0))).toBe(false)
  })
})

describe('layoutBreakpoint', () => {
  it('is mobile up to 432 px and desktop from 433 px', () => {
    expect([MOBILE_MAX_WIDTH, DESKTOP_MIN_WIDTH]).toEqual([432, 433])
    expect(layoutBreakpoint(320)).toBe('mobile')
    expect(layoutBreakpoint(432)).toBe('mobile')
    expect(layoutBreakpoint(432.5)).toBe('desktop')
    expect(layoutBreakpoint(433)).toBe('desktop')
  })
})
