// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ELEMENT_WAIT_TIMEOUT_MS, waitForElement } from './wait-for-element.ts'

let parent: HTMLElement

beforeEach(() => {
  vi.useFakeTimers()
  parent = document.body.appendChild(document.createElement('div'))
  parent.innerHTML = '<p class="ready">Ready</p>'
})

afterEach(() => {
  parent.remove()
  vi.useRealTimers()
})

/** Whether `promise` has settled, and how, once pending microtasks (and mutation records) have run. */
async function state(promise: Promise<unknown>) {
  const outcome = { settled: false, value: undefined as unknown, error: undefined as Error | undefined }
  promise.then(
    (value) => Object.assign(outcome, { settled: true, value }),
    (error: Error) => Object.assign(outcome, { settled: true, error }),
  )
  await vi.advanceTimersByTimeAsync(0)
  return outcome
}

describe('waitForElement', () => {
  it('waits 5 s unless told otherwise', () => {
    expect(ELEMENT_WAIT_TIMEOUT_MS).toBe(5_000)
  })

  it('resolves at once with an element that already matches', async () => {
    expect((await state(waitForElement(parent, '.ready'))).value).toBe(parent.firstElementChild)
  })

  it('resolves when a matching element is added, however deep', async () => {
    const waiting = waitForElement(parent, 'img.hero')
    expect((await state(waiting)).settled).toBe(false)
    const image = parent.querySelector('p')!.appendChild(document.createElement('img'))
    expect((await state(waiting)).settled).toBe(false)
    image.className = 'hero'
    expect((await state(waiting)).value).toBe(image)
  })

  it.each([
    { case: 'no parent', parent: () => null, selector: 'p', message: 'Element wait: no parent to search in' },
    { case: 'no selector', parent: () => parent, selector: '', message: 'Element wait: no selector given' },
  ])('rejects with $case', async ({ parent: given, selector, message }) => {
    expect((await state(waitForElement(given(), selector))).error?.message).toBe(message)
  })

  it('rejects a selector that is not CSS', async () => {
    expect((await state(waitForElement(parent, 'p['))).error?.name).toBe('SyntaxError')
  })

  it.each([
    { timeoutMs: undefined, limit: 5_000 },
    { timeoutMs: 250, limit: 250 },
  ])('rejects when nothing matches after $limit ms', async ({ timeoutMs, limit }) => {
    const waiting = waitForElement(parent, '.late', { timeoutMs })
    await vi.advanceTimersByTimeAsync(limit - 1)
    expect((await state(waiting)).settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect((await state(waiting)).error?.message).toBe(`Element wait: no element matches ".late" after ${limit} ms`)
    parent.append(Object.assign(document.createElement('div'), { className: 'late' }))
    expect(vi.getTimerCount()).toBe(0)
  })

  it('a match clears its timer', async () => {
    const waiting = waitForElement(parent, '.late')
    parent.append(Object.assign(document.createElement('div'), { className: 'late' }))
    expect((await state(waiting)).value).toBe(parent.lastElementChild)
    expect(vi.getTimerCount()).toBe(0)
  })
})
