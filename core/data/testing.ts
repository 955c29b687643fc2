// For the data layer's unit tests (jsdom): a page with a crumb cookie and a fresh page context for each test, and
// a fetch that answers with replies the test gives.
// The test file mocks '../runtime/system-error-overlay.ts' (vi.mock is hoisted per file, so it cannot live here).
import { afterEach, beforeEach, vi } from 'vitest'
import { resetPageContext } from '../context/page-context.ts'
import { showSystemErrorOverlay } from '../runtime/system-error-overlay.ts'

export function useRequestPage(): void {
  beforeEach(() => {
    document.cookie = 'crumb=c1'
    resetPageContext()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.mocked(showSystemErrorOverlay).mockClear()
    document.cookie = 'crumb=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
    delete window.SS_CONTEXT
  })
}

export type Reply = (init: RequestInit) => Response | Promise<Response>

/** A fetch that records each call and answers with the next reply; the last reply answers every later call. */
export function fakeFetch(...replies: Reply[]) {
  const calls: { url: URL; init: RequestInit }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: new URL(String(input)), init })
    const reply = replies[Math.min(calls.length, replies.length) - 1]
    if (!reply) throw new Error('fakeFetch needs a reply')
    return reply(init)
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

export const json = (status: number, body: unknown): Reply => () => new Response(JSON.stringify(body), { status })
export const noContent: Reply = () => new Response(null, { status: 204 })
