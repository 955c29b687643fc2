import { describe, expect, it } from 'vitest'
import { deviceClass, viewportClass } from './device-class.ts'

describe('breakpoints and device classes (001 §9)', () => {
  it('classes a window by the desktop breakpoints 800 and 1024', () => {
    expect(viewportClass(799)).toBe('mobile')
    expect(viewportClass(800)).toBe('desktop')
    expect(viewportClass(1023)).toBe('desktop')
    expect(viewportClass(1024)).toBe('large-desktop')
  })

  it('classes a touch screen by its longer side: 926, 1024 and 1366', () => {
    expect(deviceClass(428, 926, true)).toBe('phone')
    expect(deviceClass(927, 428, true)).toBe('tablet')
    expect(deviceClass(768, 1024, true)).toBe('tablet')
    expect(deviceClass(1025, 768, true)).toBe('large-tablet')
    expect(deviceClass(1024, 1366, true)).toBe('large-tablet')
    expect(deviceClass(1367, 1024, true)).toBe('desktop')
    expect(deviceClass(390, 844, false)).toBe('desktop')
  })
})
