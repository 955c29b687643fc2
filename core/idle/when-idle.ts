/** The longest slice of work a task gets from the fallback before it should yield. */
export const IDLE_SLICE_MS = 50
/** How long the fallback waits before running a task where `requestIdleCallback` does not exist. */
export const IDLE_FALLBACK_TIMEOUT_MS = 100

/** What a task is told about its slice: as the browser's `IdleDeadline`. */
export interface IdleTaskDeadline {
  readonly didTimeout: boolean
  timeRemaining(): number
}

/** The timing functions `whenIdle` uses; the page's by default, a fake one in tests. */
export interface IdleClock {
  now(): number
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
  requestIdleCallback?: (callback: (deadline: IdleTaskDeadline) => void) => unknown
  cancelIdleCallback?: (handle: unknown) => void
}

/** The page's clock, read when called so that a polyfill installed later is seen. */
export function pageClock(): IdleClock {
  const page = globalThis as typeof globalThis & Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>
  return {
    now: () => performance.now(),
    setTimeout: (callback, ms) => page.setTimeout(callback, ms),
    clearTimeout: (handle) => page.clearTimeout(handle as number),
    requestIdleCallback: page.requestIdleCallback?.bind(page),
    cancelIdleCallback: page.cancelIdleCallback ? (handle) => page.cancelIdleCallback!(handle as number) : undefined,
  }
}

/**
 * Runs `task` when the page is idle: through `requestIdleCallback` where the browser has it, else after a
 * 100 ms timer, with a deadline whose `timeRemaining()` counts down a 50 ms slice from the moment the task
 * starts. Returns a function that cancels the task if it has not run yet.
 */
export function whenIdle(task: (deadline: IdleTaskDeadline) => void, clock: IdleClock = pageClock()): () => void {
  const { requestIdleCallback, cancelIdleCallback } = clock
  if (requestIdleCallback && cancelIdleCallback) {
    const handle = requestIdleCallback(task)
    return () => cancelIdleCallback(handle)
  }
  const handle = clock.setTimeout(() => {
    const start = clock.now()
    task({ didTimeout: false, timeRemaining: () => Math.max(0, IDLE_SLICE_MS - (clock.now() - start)) })
  }, IDLE_FALLBACK_TIMEOUT_MS)
  return () => clock.clearTimeout(handle)
}
