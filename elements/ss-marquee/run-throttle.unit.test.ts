import { describe, expect, it } from 'vitest'
import { RunThrottle } from './run-throttle.ts'

describe('RunThrottle', () => {
  it('lets the first run through', () => {
    expect(new RunThrottle().ready(0)).toBe(true)
  })

  it('waits twice the average run time after a run', () => {
    const throttle = new RunThrottle()
    throttle.record(4)
    throttle.record(6)
    expect(throttle.ready(9.9)).toBe(false)
    expect(throttle.ready(10)).toBe(true)
  })

  it('averages the latest 22 runs only', () => {
    const throttle = new RunThrottle()
    for (let run = 0; run < 22; run++) throttle.record(50)
    expect(throttle.ready(99)).toBe(false)
    for (let run = 0; run < 22; run++) throttle.record(1)
    expect(throttle.ready(2)).toBe(true)
    expect(throttle.ready(1.9)).toBe(false)
  })
})
