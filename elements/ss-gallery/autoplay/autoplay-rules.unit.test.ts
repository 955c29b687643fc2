import { describe, expect, it } from 'vitest'
import { autoplayDelay, autoplayRunning, autoplayTimeout, noMotionRequested, type AutoplayConditions } from './autoplay-rules.ts'

const running: AutoplayConditions = {
  autoplay: true,
  noMotion: false,
  reducedMotion: false,
  stoppedByVisitor: false,
  videoPlaying: false,
  lightboxOpen: false,
  hoverPaused: false,
  focusInside: false,
}

describe('autoplayRunning', () => {
  it('runs when on and nothing holds it', () => {
    expect(autoplayRunning(running)).toBe(true)
  })
  it('stops for ?nomotion=true, reduced motion, a playing video, the lightbox, hover, focus or the visitor', () => {
    for (const key of ['noMotion', 'reducedMotion', 'videoPlaying', 'lightboxOpen', 'hoverPaused', 'focusInside', 'stoppedByVisitor'] as const) {
      expect(autoplayRunning({ ...running, [key]: true }), key).toBe(false)
    }
    expect(autoplayRunning({ ...running, autoplay: false })).toBe(false)
  })
})

describe('autoplay timing', () => {
  it('waits 5000 ms by default, or the autoplay-duration in seconds', () => {
    expect(autoplayTimeout(undefined, undefined)).toBe(5000)
    expect(autoplayTimeout(3, 5000)).toBe(3000)
    expect(autoplayTimeout(undefined, 2000)).toBe(2000)
  })
  it('adds up to a second at random with randomize', () => {
    expect(autoplayDelay(5000, false, () => 0.99)).toBe(5000)
    expect(autoplayDelay(5000, true, () => 0.5)).toBe(5500)
    expect(autoplayDelay(5000, true, () => 0.999)).toBe(5999)
  })
  it('reads ?nomotion=true', () => {
    expect(noMotionRequested('?a=1&nomotion=true')).toBe(true)
    expect(noMotionRequested('?nomotion=false')).toBe(false)
    expect(noMotionRequested('')).toBe(false)
  })
})
