import { describe, expect, it } from 'vitest'
import { lightboxClickDirection } from '../lightbox/lightbox-rules.ts'
import { averageVelocity, dragAxis, dragOutcome, newSwipeDurationMs, pastEndOffset } from './drag-rules.ts'
import { clickDirection, swipeDirection } from './pointer-rules.ts'

describe('swipeDirection (≥ 50 px in ≤ 250 ms)', () => {
  it('goes next on a quick leftward swipe and previous on a rightward one', () => {
    expect(swipeDirection(-60, 5, 200)).toBe(1)
    expect(swipeDirection(60, 5, 200)).toBe(-1)
  })
  it('ignores short, slow and mostly vertical movements', () => {
    expect(swipeDirection(-49, 0, 100)).toBe(0)
    expect(swipeDirection(-80, 0, 251)).toBe(0)
    expect(swipeDirection(-60, 70, 100)).toBe(0)
  })
})

describe('dragOutcome (swipe transition)', () => {
  it('moves on a flick', () => {
    expect(dragOutcome(-60, 100, 900)).toBe(1)
  })
  it('moves on a long touch only past width / 2.25', () => {
    expect(dragOutcome(-401, 600, 900)).toBe(1)
    expect(dragOutcome(399, 600, 900)).toBe(0)
    expect(dragOutcome(401, 600, 900)).toBe(-1)
  })
})

describe('new-swipe drag rules', () => {
  it('decides the axis after 10 px', () => {
    expect(dragAxis(6, 7)).toBeUndefined()
    expect(dragAxis(12, 3)).toBe('x')
    expect(dragAxis(3, -12)).toBe('y')
  })
  it('averages velocity over the last 5 samples', () => {
    const samples = [0, 10, 20, 30, 40, 50, 70].map((x, i) => ({ x, time: i * 10 }))
    expect(averageVelocity(samples)).toBe((70 - 20) / 40)
    expect(averageVelocity(samples.slice(0, 1))).toBe(0)
  })
  it('animates for 0.2–0.5 s, or 0.3–0.5 s on wide windows', () => {
    expect(newSwipeDurationMs(100, 2, false)).toBe(200)
    expect(newSwipeDurationMs(100, 2, true)).toBe(300)
    expect(newSwipeDurationMs(400, 1, false)).toBe(400)
    expect(newSwipeDurationMs(900, 0.1, true)).toBe(500)
    expect(newSwipeDurationMs(900, 0, true)).toBe(500)
  })
})

describe('clickDirection (slideshow clickBehavior)', () => {
  it('goes next or previous whatever the position, or by half with halves', () => {
    expect(clickDirection('next', 10, 100)).toBe(1)
    expect(clickDirection('previous', 90, 100)).toBe(-1)
    expect(clickDirection('halves', 49, 100)).toBe(-1)
    expect(clickDirection('halves', 50, 100)).toBe(1)
  })
})

describe('lightboxClickDirection (2% edge dead zone)', () => {
  it('goes back on the left half and on on the right half', () => {
    expect(lightboxClickDirection(300, 1000)).toBe(-1)
    expect(lightboxClickDirection(700, 1000)).toBe(1)
  })
  it('does nothing within 2% of either edge', () => {
    expect(lightboxClickDirection(19, 1000)).toBe(0)
    expect(lightboxClickDirection(981, 1000)).toBe(0)
    expect(lightboxClickDirection(21, 1000)).toBe(-1)
  })
})

describe('pastEndOffset (stacked boundaries)', () => {
  it('stops a hard boundary at the edge, resists an inertial one, lets none follow', () => {
    expect(pastEndOffset(90, 'hard')).toBe(0)
    expect(pastEndOffset(-90, 'inertial')).toBe(-30)
    expect(pastEndOffset(90, 'none')).toBe(90)
  })
})
