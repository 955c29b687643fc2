import { describe, expect, it, vi } from 'vitest'
import { IDLE_FALLBACK_TIMEOUT_MS, IDLE_SLICE_MS, whenIdle, type IdleClock, type IdleTaskDeadline } from './when-idle.ts'

// A clock without requestIdleCallback whose time moves only when the test says so.
function fakeClock() {
  let time = 0
  const timers = new Map<number, { at: number; callback: () => void }>()
  let nextHandle = 1
  const clock: IdleClock = {
    now: () => time,
    setTimeout: (callback, ms) => {
      timers.set(nextHandle, { at: time + ms, callback })
      return nextHandle++
    },
    clearTimeout: (handle) => timers.delete(handle as number),
  }
  const advance = (ms: number) => {
    time += ms
    for (const [handle, timer] of [...timers]) {
      if (timer.at <= time) {
        timers.delete(handle)
        timer.callback()
      }
    }
  }
  return { clock, advance, setTime: (ms: number) => (time = ms), pending: () => timers.size }
}

describe('whenIdle', () => {
  it('uses a 50 ms slice and a 100 ms fallback timer', () => {
    expect([IDLE_SLICE_MS, IDLE_FALLBACK_TIMEOUT_MS]).toEqual([50, 100])
  })

  it('without requestIdleCallback runs the task after 100 ms with a 50 ms slice that counts down', () => {
    const { clock, advance, setTime } = fakeClock()
    const remaining: number[] = []
    let deadline: IdleTaskDeadline | undefined
    whenIdle((given) => {
      deadline = given
      remaining.push(given.timeRemaining())
      setTime(130)
      remaining.push(given.timeRemaining())
      setTime(200)
      remaining.push(given.timeRemaining())
    }, clock)
    advance(99)
    expect(deadline).toBeUndefined()
    advance(1)
    expect(deadline?.didTimeout).toBe(false)
    expect(remaining).toEqual([50, 20, 0])
  })

  it('cancels a task that has not run', () => {
    const { clock, advance, pending } = fakeClock()
    const task = vi.fn()
    const cancel = whenIdle(task, clock)
    cancel()
    advance(1000)
    expect(task).not.toHaveBeenCalled()
    expect(pending()).toBe(0)
  })

  it("uses the browser's requestIdleCallback where there is one", () => {
    const { clock, pending } = fakeClock()
    const requestIdleCallback = vi.fn((_callback: (deadline: IdleTaskDeadline) => void) => 7)
    const cancelIdleCallback = vi.fn()
    const task = vi.fn()
    const cancel = whenIdle(task, { ...clock, requestIdleCallback, cancelIdleCallback })
    expect(pending()).toBe(0)
    const deadline = { didTimeout: true, timeRemaining: () => 0 }
    requestIdleCallback.mock.calls[0]![0](deadline)
    expect(task).toHaveBeenCalledWith(deadline)
    cancel()
    expect(cancelIdleCallback).toHaveBeenCalledWith(7)
  })

  it('runs on the page clock by default', async () => {
    const task = vi.fn()
    whenIdle(task)
    await new Promise((resolve) => setTimeout(resolve, IDLE_FALLBACK_TIMEOUT_MS + 50))
    expect(task).toHaveBeenCalledOnce()
  })
})
