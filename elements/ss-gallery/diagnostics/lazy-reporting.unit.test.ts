// @vitest-environment jsdom
import { act, createElement, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { importOrReport, lazyOrReport } from './lazy-reporting.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

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

describe('lazyOrReport', () => {
  const Loaded = ({ label }: { label: string }) => createElement('p', null, `loaded ${label}`)
  const StandIn = () => createElement('p', null, 'stand-in')

  async function shown(root: ReturnType<typeof createRoot>, Lazy: (props: { label: string }) => unknown, label: string) {
    await act(async () => root.render(createElement(Suspense, { fallback: 'loading' }, createElement(Lazy as typeof Loaded, { label }))))
  }

  it('imports the code afresh for the next instance once one stood in, and never while it stands in', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(Loaded)
    const report = vi.fn()
    const Lazy = lazyOrReport(load, report, StandIn)
    const container = document.createElement('div')
    const root = createRoot(container)

    await shown(root, Lazy, 'a')
    await shown(root, Lazy, 'b')
    expect(container.textContent).to.equal('stand-in')
    expect([load.mock.calls.length, report.mock.calls.length]).to.deep.equal([1, 1])

    await act(async () => root.render(null))
    await shown(root, Lazy, 'c')
    expect(container.textContent).to.equal('loaded c')
    expect([load.mock.calls.length, report.mock.calls.length]).to.deep.equal([2, 1])
    await act(async () => root.unmount())
  })
})
