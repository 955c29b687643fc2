// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import type { PageContext } from '../context/page-context.ts'

const stopErrorReporter = vi.fn()
vi.mock('../reporting/error-reporter.ts', () => ({ startErrorReporter: vi.fn(() => stopErrorReporter) }))
vi.mock('./owner-redirect.ts', () => ({ redirectOwnerIfNeeded: vi.fn(() => false) }))
const traceLogger = { trace: vi.fn(), flush: vi.fn(), stop: vi.fn() }
vi.mock('../reporting/trace-logger.ts', () => ({ startTraceLogger: vi.fn(() => traceLogger) }))
const stopTracking = vi.fn()
vi.mock('../analytics/tracker.ts', () => ({ startTracking: vi.fn(() => stopTracking) }))

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
  runtime.stopRuntime()
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

describe('startRuntime', () => {
  const loggedIn: PageContext = { authenticatedAccount: { id: 'a1' }, websiteSettings: {} }

  async function navigationSpy() {
    const { navigation } = await import('./navigation.ts')
    return vi.spyOn(navigation, 'assign').mockImplementation(() => {})
  }
  const pressEscape = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))

  it('starts the error reporter, listens for the owner keys and initialises the blocks', async () => {
    const { startErrorReporter } = await import('../reporting/error-reporter.ts')
    const assign = await navigationSpy()
    const gallery = vi.fn()
    runtime.registerInitializer({ kind: 'gallery', selector: '.gallery', init: gallery })

    runtime.startRuntime({ context: loggedIn })

    expect(startErrorReporter).toHaveBeenCalledOnce()
    expect(gallery).toHaveBeenCalledOnce()
    expect(runtime.runtimeState().initialised).toBe(true)
    pressEscape()
    expect(assign).toHaveBeenCalledOnce()
  })

  it('runs the trace logger while it runs, sending what is left when stopped', async () => {
    const { trace } = await import('./page-trace.ts')
    trace('before-start', {})
    runtime.startRuntime({ context })
    trace('block-ready', { kind: 'gallery' })
    expect(traceLogger.trace).toHaveBeenCalledExactlyOnceWith('block-ready', { kind: 'gallery' })

    runtime.stopRuntime()

    expect(traceLogger.flush).toHaveBeenCalledOnce()
    expect(traceLogger.stop).toHaveBeenCalledOnce()
    trace('after-stop', {})
    expect(traceLogger.trace).toHaveBeenCalledOnce()
  })

  it('starts consent-gated tracking with the page context, and stops it', async () => {
    const { startTracking } = await import('../analytics/tracker.ts')
    runtime.startRuntime({ context })
    expect(startTracking).toHaveBeenCalledExactlyOnceWith({ context })
    runtime.stopRuntime()
    expect(stopTracking).toHaveBeenCalledOnce()
  })

  it("adds the cookie banner the site's settings enable, with those settings, and removes it on stop", () => {
    const cookieSettings = { isCookieBannerEnabled: true, cookieBannerVariant: 'POPUP' }
    runtime.startRuntime({ context: { websiteSettings: { cookieSettings } } })
    const banner = document.querySelector('ss-cookie-banner')
    expect(JSON.parse(banner?.getAttribute('data-block-json') ?? 'null')).toEqual(cookieSettings)
    runtime.stopRuntime()
    expect(document.querySelector('ss-cookie-banner')).toBeNull()
  })

  it("adds no cookie banner when the settings leave it off or the page has its own", () => {
    runtime.startRuntime({ context: { websiteSettings: { cookieSettings: { isCookieBannerEnabled: false } } } })
    expect(document.querySelector('ss-cookie-banner')).toBeNull()
    runtime.stopRuntime()
    document.body.insertAdjacentHTML('beforeend', '<ss-cookie-banner id="own"></ss-cookie-banner>')
    runtime.startRuntime({ context: { websiteSettings: { cookieSettings: { isCookieBannerEnabled: true } } } })
    expect([...document.querySelectorAll('ss-cookie-banner')].map((banner) => banner.id)).toEqual(['own'])
  })

  it('does nothing when started again', async () => {
    const { startErrorReporter } = await import('../reporting/error-reporter.ts')
    const assign = await navigationSpy()
    runtime.startRuntime({ context: loggedIn })
    runtime.startRuntime({ context: loggedIn })
    pressEscape()
    expect(startErrorReporter).toHaveBeenCalledOnce()
    expect(assign).toHaveBeenCalledOnce()
  })

  it('undoes everything on stop: listeners, error reporter and blocks', async () => {
    const assign = await navigationSpy()
    const destructor = vi.fn()
    runtime.registerInitializer({ kind: 'gallery', selector: '.gallery', init: () => destructor })
    runtime.startRuntime({ context: loggedIn })

    runtime.stopRuntime()

    pressEscape()
    expect(assign).not.toHaveBeenCalled()
    expect(stopErrorReporter).toHaveBeenCalledOnce()
    expect(destructor).toHaveBeenCalledOnce()
    expect(runtime.runtimeState()).toEqual({ initialised: false, initialisedOnce: true })
  })

  it('can start again after a stop', async () => {
    const assign = await navigationSpy()
    runtime.startRuntime({ context: loggedIn })
    runtime.stopRuntime()
    runtime.startRuntime({ context: loggedIn })
    pressEscape()
    expect(assign).toHaveBeenCalledOnce()
    expect(runtime.runtimeState().initialised).toBe(true)
  })

  it('boots nothing more when an owner is being redirected to the configuration area', async () => {
    const { redirectOwnerIfNeeded } = await import('./owner-redirect.ts')
    vi.mocked(redirectOwnerIfNeeded).mockReturnValueOnce(true)
    const assign = await navigationSpy()
    const gallery = vi.fn()
    runtime.registerInitializer({ kind: 'gallery', selector: '.gallery', init: gallery })

    runtime.startRuntime({ context: loggedIn })

    expect(redirectOwnerIfNeeded).toHaveBeenCalledWith(loggedIn)
    pressEscape()
    expect(assign).not.toHaveBeenCalled()
    expect(gallery).not.toHaveBeenCalled()
  })
})
