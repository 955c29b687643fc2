import { describe, expect, it } from 'vitest'
import { Tween, tween, type FrameClock, type TweenState } from './tween.ts'

/** A clock whose frames run only when the test says, at the time it sets. */
function manualClock() {
  let time = 0
  let pending = new Map<number, () => void>()
  let next = 1
  const clock: FrameClock = {
    now: () => time,
    request: (callback) => (pending.set(next, callback), next++),
    cancel: (handle) => void pending.delete(handle),
  }
  const frameAt = (ms: number) => {
    time = ms
    const callbacks = [...pending.values()]
    pending = new Map()
    callbacks.forEach((callback) => callback())
  }
  return { clock, frameAt, pendingFrames: () => pending.size }
}

describe('tween', () => {
  it('runs 300 ms linearly by default and ends at 1', async () => {
    const { clock, frameAt } = manualClock()
    const steps: number[] = []
    const animation = tween((progress) => steps.push(progress), { clock })
    frameAt(75)
    frameAt(150)
    frameAt(300)
    expect(steps).toEqual([0.25, 0.5, 1])
    expect(animation.state).toBe('ended')
    await animation.finished
  })

  it('goes through started, running, paused, resumed, running and ended', () => {
    const { clock, frameAt } = manualClock()
    const states: TweenState[] = []
    const animation = tween(() => {}, { clock, duration: 100, onState: (state) => states.push(state) })
    frameAt(50)
    animation.pause()
    animation.resume()
    frameAt(100)
    expect(states).toEqual(['started', 'running', 'paused', 'resumed', 'running', 'ended'])
  })

  it('does not count the time spent paused', () => {
    const { clock, frameAt, pendingFrames } = manualClock()
    const steps: number[] = []
    const animation = tween((progress) => steps.push(progress), { clock, duration: 100 })
    frameAt(50)
    animation.pause()
    expect(pendingFrames()).toBe(0)
    frameAt(1000)
    animation.resume()
    frameAt(1025)
    expect(steps).toEqual([0.5, 0.75])
    expect(animation.state).toBe('running')
  })

  it('applies the easing to the elapsed time', () => {
    const { clock, frameAt } = manualClock()
    const steps: number[] = []
    tween((progress) => steps.push(progress), { clock, duration: 100, easing: (time) => time * time })
    frameAt(50)
    expect(steps).toEqual([0.25])
  })

  it('stops where it is and resolves finished', async () => {
    const { clock, frameAt, pendingFrames } = manualClock()
    const animation = tween(() => {}, { clock })
    frameAt(10)
    animation.stop()
    expect(animation.state).toBe('ended')
    expect(pendingFrames()).toBe(0)
    await animation.finished
  })

  it('ends on the first frame with a duration of 0', () => {
    const { clock, frameAt } = manualClock()
    const steps: number[] = []
    tween((progress) => steps.push(progress), { clock, duration: 0 })
    frameAt(0)
    expect(steps).toEqual([1])
  })

  it('throws on a duration that is not a finite number', () => {
    for (const duration of [Number.NaN, Infinity, -1]) {
      expect(() => new Tween(() => {}, { duration })).toThrow(/duration must be a finite number/)
    }
  })

  it('throws when the animated function or the easing is not a function', () => {
    expect(() => new Tween('step' as never)).toThrow('A tween needs a function to animate.')
    expect(() => new Tween(() => {}, { easing: 'linear' as never })).toThrow("A tween's easing must be a function.")
  })
})
