// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import type { PageContext } from '../context/page-context.ts'

// Each test gets a fresh runtime: its registry and its 'initialised once' flag live for the page's lifetime.
let runtime: typeof import('./lifecycle.ts')
let consoleError: MockInstance<typeof console.error>

beforeEach(async () => {
  vi.resetModules()
  runtime = await import('./lifecycle.ts')
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  document.body.innerHTML = `
    <div class="gallery" id="g1"></div><div class="gallery" id="g2"></div>
    <form class="form"></form>`
})
afterEach(() => {
  runtime.destroy()
  vi.restoreAllMocks()
  vi.clearAllMocks()
})

const context: PageContext = { website: { id: 'w1' } }

describe('initialise', () => {
  it('runs the initialiser of each kind present, with its blocks and the page context', () => {
    const gallery = vi.fn()
    const form = vi.fn()
    const map = vi.fn()
    runtime.registerInitializer({ kind: 'gallery', selector: '.gallery', init: gallery })
    runtime.registerInitializer({ kind: 'form', selector: '.form', init: form })
    runtime.registerInitializer({ kind: 'map', selector: '.map', init: map })

    runtime.initialise(document, context)

    expect(gallery).toHaveBeenCalledExactlyOnceWith([document.getElementById('g1'), document.getElementById('g2')], context)
    expect(form).toHaveBeenCalledExactlyOnceWith([document.querySelector('form')], context)
    expect(map).not.toHaveBeenCalled()
  })

  it('looks only under the root it is given', () => {
    const gallery = vi.fn()
    runtime.registerInitializer({ kind: 'gallery', selector: '.gallery', init: gallery })
    const section = document.body.appendChild(document.createElement('section'))
    section.innerHTML = '<div class="gallery" id="g3"></div>'
    runtime.initialise(section, context)
    expect(gallery).toHaveBeenCalledExactlyOnceWith([document.getElementById('g3')], context)
  })

  it('reads the page context when none is given', () => {
    window.SS_CONTEXT = { itemId: 'from-page' }
    const gallery = vi.fn()
    runtime.registerInitializer({ kind: 'gallery', selector: '.gallery', init: gallery })
    runtime.initialise()
    expect(gallery.mock.calls[0]?.[1]).toEqual({ itemId: 'from-page' })
    delete window.SS_CONTEXT
  })

  it('logs an initialiser that throws, naming its kind, and runs the others', () => {
    const failure = new Error('no gallery for you')
    const form = vi.fn()
    runtime.registerInitializer({ kind: 'gallery', selector: '.gallery', init: () => { throw failure } })
    runtime.registerInitializer({ kind: 'broken-selector', selector: '[[', init: vi.fn() })
    runtime.registerInitializer({ kind: 'form', selector: '.form', init: form })

    runtime.initialise(document, context)

    expect(form).toHaveBeenCalledOnce()
    expect(consoleError).toHaveBeenCalledTimes(2)
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('gallery'), failure)
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('broken-selector'), expect.anything())
    expect(runtime.runtimeState()).toEqual({ initialised: true, initialisedOnce: true })
  })

  it('is not initialised before the first call, and initialised (once) after it', () => {
    expect(runtime.runtimeState()).toEqual({ initialised: false, initialisedOnce: false })
    runtime.initialise(document, context)
    expect(runtime.runtimeState()).toEqual({ initialised: true, initialisedOnce: true })
  })

  it('does nothing when called again while initialised', () => {
    const gallery = vi.fn()
    runtime.registerInitializer({ kind: 'gallery', selector: '.gallery', init: gallery })
    runtime.initialise(document, context)
    runtime.initialise(document, context)
    expect(gallery).toHaveBeenCalledOnce()
  })

  it('keeps the first initialiser of a kind registered twice, and forgets one unregistered', () => {
    const first = vi.fn()
    const second = vi.fn()
    const form = vi.fn()
    runtime.registerInitializer({ kind: 'gallery', selector: '.gallery', init: first })
    runtime.registerInitializer({ kind: 'gallery', selector: '.gallery', init: second })
    runtime.registerInitializer({ kind: 'form', selector: '.form', init: form })()
    runtime.initialise(document, context)
    expect(first).toHaveBeenCalledOnce()
    expect(second).not.toHaveBeenCalled()
    expect(form).not.toHaveBeenCalled()
  })
})

describe('destroy', () => {
  it('runs every destructor, newest first, even when one throws, and logs that one', () => {
    const order: string[] = []
    const failure = new Error('stuck')
    runtime.registerInitializer({ kind: 'gallery', selector: '.gallery', init: () => () => order.push('gallery') })
    runtime.registerInitializer({ kind: 'map', selector: '.gallery', init: () => () => { throw failure } })
    runtime.registerInitializer({ kind: 'form', selector: '.form', init: () => () => order.push('form') })
    runtime.initialise(document, context)

    runtime.destroy()

    expect(order).toEqual(['form', 'gallery'])
    expect(consoleError).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('map'), failure)
  })

  it('returns the page to not initialised, keeping the once flag', () => {
    runtime.initialise(document, context)
    runtime.destroy()
    expect(runtime.runtimeState()).toEqual({ initialised: false, initialisedOnce: true })
  })

  it('runs each destructor once', () => {
    const destructor = vi.fn()
    runtime.registerInitializer({ kind: 'gallery', selector: '.gallery', init: () => destructor })
    runtime.initialise(document, context)
    runtime.destroy()
    runtime.destroy()
    expect(destructor).toHaveBeenCalledOnce()
  })

  it('lets the page initialise again afterwards', () => {
    const gallery = vi.fn()
    runtime.registerInitializer({ kind: 'gallery', selector: '.gallery', init: gallery })
    runtime.initialise(document, context)
    runtime.destroy()
    runtime.initialise(document, context)
    expect(gallery).toHaveBeenCalledTimes(2)
    expect(runtime.runtimeState()).toEqual({ initialised: true, initialisedOnce: true })
  })
})
