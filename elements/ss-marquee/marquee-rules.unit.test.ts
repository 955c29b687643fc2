import { describe, expect, it } from 'vitest'
import {
  advanceOffset,
  copiesToFill,
  offsetPlacingAtStart,
  regionWidth,
  rowTranslation,
  waveLookup,
  waveOffsetAt,
  waveSegmentWidth,
  waveShare,
} from './marquee-rules.ts'

describe('marquee rules', () => {
  it('scales a wave setting by 0.1 and clamps it to 0..1', () => {
    expect(waveShare(1)).toBeCloseTo(0.1)
    expect(waveShare(5)).toBeCloseTo(0.5)
    expect(waveShare(25)).toBe(1)
    expect(waveShare(-3)).toBe(0)
  })

  it('lays out at least 50 px of region', () => {
    expect(regionWidth(20)).toBe(50)
    expect(regionWidth(0)).toBe(50)
    expect(regionWidth(800)).toBe(800)
  })

  it('fits a whole number of waves in the region, each 250 to 1000 px wide', () => {
    expect(waveSegmentWidth(2000, 0)).toBe(1000)
    expect(waveSegmentWidth(2000, 10)).toBe(250)
    expect(waveSegmentWidth(1500, 5)).toBe(750)
    expect(waveSegmentWidth(1600, 0)).toBe(800)
  })

  it('never leaves the 250-1000 px bounds, even for a tiny or a huge region', () => {
    expect(waveSegmentWidth(50, 10)).toBe(250)
    expect(waveSegmentWidth(1200, 1)).toBe(1000)
    for (const region of [50, 333, 999, 1001, 4321]) {
      for (const frequency of [0, 1, 5, 10]) {
        const width = waveSegmentWidth(region, frequency)
        expect(width).toBeGreaterThanOrEqual(250)
        expect(width).toBeLessThanOrEqual(1000)
      }
    }
  })

  it('reads the wave from a lookup sampled every 3 px', () => {
    const lookup = waveLookup(300, 10)
    expect(lookup).toHaveLength(101)
    expect(waveOffsetAt(lookup, 300, 0)).toBeCloseTo(0)
    expect(waveOffsetAt(lookup, 300, 75)).toBeCloseTo(10)
    expect(waveOffsetAt(lookup, 300, 225)).toBeCloseTo(-10)
    expect(waveOffsetAt(lookup, 300, 375)).toBeCloseTo(10)
    expect(waveOffsetAt(lookup, 300, -75)).toBeCloseTo(-10)
  })

  it('counts the copies that keep the region full while the row slides by one', () => {
    expect(copiesToFill(300, 800)).toBe(4)
    expect(copiesToFill(1000, 800)).toBe(2)
    expect(copiesToFill(0, 800)).toBe(1)
  })

  it('moves 50 px a second at speed 1, wrapping within one copy', () => {
    expect(advanceOffset(0, 1000, 1, 400)).toBe(50)
    expect(advanceOffset(0, 500, 2, 400)).toBe(50)
    expect(advanceOffset(380, 1000, 1, 400)).toBe(30)
    expect(advanceOffset(10, 1000, 0, 400)).toBe(10)
    expect(advanceOffset(10, 1000, 1, 0)).toBe(0)
  })

  it('slides the row leftwards, or rightwards from one copy to the left', () => {
    expect(rowTranslation(30, 400, 'left')).toBe(-30)
    expect(rowTranslation(30, 400, 'right')).toBe(-370)
    expect(rowTranslation(0, 400, 'right')).toBe(-400)
  })

  it('finds the offset that brings a point of the first copy to the region\'s start, either way', () => {
    for (const direction of ['left', 'right'] as const) {
      for (const position of [0, 120, 399]) {
        const offset = offsetPlacingAtStart(position, 400, direction)
        expect(position + rowTranslation(offset, 400, direction)).toBe(0)
      }
    }
    expect(offsetPlacingAtStart(120, 0, 'left')).toBe(0)
  })
})
