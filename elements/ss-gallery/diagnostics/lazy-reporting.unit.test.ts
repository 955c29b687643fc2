import { afterEach, describe, expect, it, vi } from 'vitest'
import { importOrReport } from './lazy-reporting.ts'

describe('importOrReport', () => {
  afterEach(() => vi.restoreAllMocks())

  it('gives the component that loaded, and reports nothing', async () => {
    const report = vi.fn()
    const Component = () => null
    expect((await importOrReport(() => Promise.resolve(Component), report)).default).toBe(Component)
    expect(report).not.toHaveBeenCalled()
  })

  it('reports code that did not load, and stands in with a component that draws nothing', async () => {
    const report = vi.fn()
    const loaded = await importOrReport<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), report)
    expect(report).toHaveBeenCalledOnce()
    expect((loaded.default as (props: object) => unknown)({})).toBeNull()
  })
})
