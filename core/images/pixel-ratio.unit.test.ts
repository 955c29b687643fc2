import { describe, expect, it } from 'vitest'
import { imageLoadConcurrency, isMobileViewport } from './device.ts'
import { effectivePixelRatio, sizesFor } from './pixel-ratio.ts'

describe('effectivePixelRatio', () => {
  it('clamps the device ratio between dprMin and dprMax', () => {
    expect(effectivePixelRatio(3, false, { dprMin: 1, dprMax: 2 })).toBe(2)
    expect(effectivePixelRatio(0.5, false, { dprMin: 1, dprMax: 2 })).toBe(1)
    expect(effectivePixelRatio(1.5, false)).toBe(1.5)
  })
  it('caps the ratio at 1 under Save-Data', () => {
    expect(effectivePixelRatio(3, true)).toBe(1)
    expect(effectivePixelRatio(3, true, { dprMin: 2 })).toBe(1)
  })
  it('ignores Save-Data when allowSaveData is off', () => {
    expect(effectivePixelRatio(3, true, { allowSaveData: false, dprMax: 3 })).toBe(3)
  })
})

describe('sizesFor', () => {
  it('scales the rendered width so that the browser picks for the effective ratio', () => {
    expect(sizesFor(400, 1, 1)).toBe('400px')
    expect(sizesFor(400, 3, 2)).toBe('267px')
    expect(sizesFor(400, 2, 1)).toBe('200px')
  })
})

describe('image load concurrency', () => {
  it('is 16, or 1 on mobile', () => {
    expect(imageLoadConcurrency(false)).toBe(16)
    expect(imageLoadConcurrency(true)).toBe(1)
  })
  it('counts narrow windows and touch screens up to tablet size as mobile', () => {
    expect(isMobileViewport(799, false)).toBe(true)
    expect(isMobileViewport(1024, false)).toBe(false)
    expect(isMobileViewport(1024, true)).toBe(true)
    expect(isMobileViewport(1920, true)).toBe(false)
  })
})
