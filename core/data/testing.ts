// For the data layer's unit tests (jsdom): a page with a crumb cookie and a fresh page context for each test.
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
