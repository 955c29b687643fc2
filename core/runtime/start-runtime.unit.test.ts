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

// Each test gets a fresh runtime: its registry, its 'initialised once' flag and the page context read live
// for the page's lifetime.
let runtime: typeof import('./start-runtime.ts')
let blocks: typeof import('./blocks.ts')
let consoleError: MockInstance<typeof console.error>

beforeEach(async () => {
  vi.resetModules()
  runtime = await import('./start-runtime.ts')
  blocks = await import('./blocks.ts')
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  document.body.innerHTML = '<div class="gallery" id="g1"></div>'
})
afterEach(() => {
  runtime.stopRuntime()
  vi.restoreAllMocks()
  vi.clearAllMocks()
})

const site: PageContext = { website: { id: 'w1' } }
const loggedIn: PageContext = { website: { id: 'w1' }, authenticatedAccount: { id: 'a1' }, websiteSettings: {} }

async function navigationSpy() {
  const { navigation } = await import('./navigation.ts')
  return vi.spyOn(navigation, 'assign').mockImplementation(() => {})
}
const pressEscape = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
const mocked = async () => ({
  startErrorReporter: (await import('../reporting/error-reporter.ts')).startErrorReporter,
  startTracking: (await import('../analytics/tracker.ts')).startTracking,
  redirectOwnerIfNeeded: (await import('./owner-redirect.ts')).redirectOwnerIfNeeded,
})

describe('startRuntime', () => {
  it('starts the error reporter, listens for the owner keys and initialises the blocks', async () => {
    const { startErrorReporter } = await mocked()
    const assign = await navigationSpy()
    const gallery = vi.fn()
    blocks.registerInitializer({ kind: 'gallery', selector: '.gallery', init: gallery })

    await runtime.startRuntime({ context: loggedIn })

    expect(startErrorReporter).toHaveBeenCalledOnce()
    expect(gallery).toHaveBeenCalledOnce()
    expect(blocks.runtimeState().initialised).toBe(true)
    pressEscape()
    expect(assign).toHaveBeenCalledOnce()
  })

  it('runs the trace logger while it runs, sending what is left when stopped', async () => {
    const { trace } = await import('./page-trace.ts')
    trace('before-start', {})
    await runtime.startRuntime({ context: site })
    trace('block-ready', { kind: 'gallery' })
    expect(traceLogger.trace).toHaveBeenCalledExactlyOnceWith('block-ready', { kind: 'gallery' })

    runtime.stopRuntime()

    expect(traceLogger.flush).toHaveBeenCalledOnce()
    expect(traceLogger.stop).toHaveBeenCalledOnce()
    trace('after-stop', {})
    expect(traceLogger.trace).toHaveBeenCalledOnce()
  })

  it('starts consent-gated tracking with the page context, and stops it', async () => {
    const { startTracking } = await mocked()
    await runtime.startRuntime({ context: site })
    expect(startTracking).toHaveBeenCalledExactlyOnceWith({ context: site })
    runtime.stopRuntime()
    expect(stopTracking).toHaveBeenCalledOnce()
  })

  it('reads the page context from the page when none is given', async () => {
    const { startTracking } = await mocked()
    document.body.insertAdjacentHTML('beforeend', '<script type="application/json" id="ss-context">{"website":{"id":"w2"}}</script>')
    await runtime.startRuntime()
    expect(startTracking).toHaveBeenCalledExactlyOnceWith({ context: { website: { id: 'w2' } } })
  })

  it('starts no reporting, no tracking and no owner keys on a page without a page context', async () => {
    const { startErrorReporter, startTracking, redirectOwnerIfNeeded } = await mocked()
    const assign = await navigationSpy()
    const gallery = vi.fn()
    blocks.registerInitializer({ kind: 'gallery', selector: '.gallery', init: gallery })

    await runtime.startRuntime()

    expect(startErrorReporter).not.toHaveBeenCalled()
    expect(traceLogger.trace).not.toHaveBeenCalled()
    expect(startTracking).not.toHaveBeenCalled()
    expect(redirectOwnerIfNeeded).not.toHaveBeenCalled()
    pressEscape()
    expect(assign).not.toHaveBeenCalled()
    expect(gallery).toHaveBeenCalledExactlyOnceWith([document.getElementById('g1')], {})
  })

  it('starts no reporting and no tracking for a context that names no website', async () => {
    const { startErrorReporter, startTracking } = await mocked()
    await runtime.startRuntime({ context: { websiteSettings: {} } })
    expect(startErrorReporter).not.toHaveBeenCalled()
    expect(startTracking).not.toHaveBeenCalled()
  })

  it('lets an anonymous visitor open the configuration area with Escape only where the site allows it', async () => {
    const assign = await navigationSpy()
    await runtime.startRuntime({ context: site })
    pressEscape()
    expect(assign).not.toHaveBeenCalled()
    runtime.stopRuntime()

    await runtime.startRuntime({ context: { ...site, websiteSettings: { useEscapeKeyToLogin: true } } })
    pressEscape()
    expect(assign).toHaveBeenCalledOnce()
  })

  it("adds the cookie banner the site's settings enable, with those settings, and removes it on stop", async () => {
    const cookieSettings = { isCookieBannerEnabled: true, cookieBannerVariant: 'POPUP' }
    await runtime.startRuntime({ context: { websiteSettings: { cookieSettings } } })
    const banner = document.querySelector('ss-cookie-banner')
    expect(JSON.parse(banner?.getAttribute('data-block-json') ?? 'null')).toEqual(cookieSettings)
    runtime.stopRuntime()
    expect(document.querySelector('ss-cookie-banner')).toBeNull()
  })

  it('adds no cookie banner when the settings leave it off or the page has its own', async () => {
    await runtime.startRuntime({ context: { websiteSettings: { cookieSettings: { isCookieBannerEnabled: false } } } })
    expect(document.querySelector('ss-cookie-banner')).toBeNull()
    runtime.stopRuntime()
    document.body.insertAdjacentHTML('beforeend', '<ss-cookie-banner id="own"></ss-cookie-banner>')
    await runtime.startRuntime({ context: { websiteSettings: { cookieSettings: { isCookieBannerEnabled: true } } } })
    expect([...document.querySelectorAll('ss-cookie-banner')].map((banner) => banner.id)).toEqual(['own'])
  })

  it('does nothing when started again', async () => {
    const { startErrorReporter } = await mocked()
    const assign = await navigationSpy()
    const first = runtime.startRuntime({ context: loggedIn })
    expect(runtime.startRuntime({ context: loggedIn })).toBe(first)
    await first
    pressEscape()
    expect(startErrorReporter).toHaveBeenCalledOnce()
    expect(assign).toHaveBeenCalledOnce()
  })

  it('undoes everything on stop: listeners, error reporter and blocks', async () => {
    const assign = await navigationSpy()
    const destructor = vi.fn()
    blocks.registerInitializer({ kind: 'gallery', selector: '.gallery', init: () => destructor })
    await runtime.startRuntime({ context: loggedIn })

    runtime.stopRuntime()

    pressEscape()
    expect(assign).not.toHaveBeenCalled()
    expect(stopErrorReporter).toHaveBeenCalledOnce()
    expect(stopTracking).toHaveBeenCalledOnce()
    expect(destructor).toHaveBeenCalledOnce()
    expect(blocks.runtimeState()).toEqual({ initialised: false, initialisedOnce: true })
  })

  it('starts nothing that was still loading when it was stopped', async () => {
    const { startErrorReporter, startTracking } = await mocked()
    const assign = await navigationSpy()
    const started = runtime.startRuntime({ context: { ...site, websiteSettings: { useEscapeKeyToLogin: true } } })
    runtime.stopRuntime()
    await started

    pressEscape()
    expect(assign).not.toHaveBeenCalled()
    expect(startErrorReporter).not.toHaveBeenCalled()
    expect(startTracking).not.toHaveBeenCalled()
    expect(blocks.runtimeState().initialised).toBe(false)
  })

  it('boots nothing after a stop that came while the owner redirect was loading', async () => {
    const gallery = vi.fn()
    blocks.registerInitializer({ kind: 'gallery', selector: '.gallery', init: gallery })
    const started = runtime.startRuntime({ context: loggedIn })
    runtime.stopRuntime()
    await started
    expect(gallery).not.toHaveBeenCalled()
    expect(blocks.runtimeState()).toEqual({ initialised: false, initialisedOnce: false })
  })

  it('can start again after a stop', async () => {
    const assign = await navigationSpy()
    await runtime.startRuntime({ context: loggedIn })
    runtime.stopRuntime()
    await runtime.startRuntime({ context: loggedIn })
    pressEscape()
    expect(assign).toHaveBeenCalledOnce()
    expect(blocks.runtimeState().initialised).toBe(true)
  })

  it('logs a part that fails to start, and starts the rest', async () => {
    const { startErrorReporter, startTracking } = await mocked()
    const failure = new Error('no tracking today')
    vi.mocked(startTracking).mockImplementationOnce(() => {
      throw failure
    })
    await runtime.startRuntime({ context: site })
    expect(consoleError).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('page runtime'), failure)
    expect(startErrorReporter).toHaveBeenCalledOnce()
    expect(blocks.runtimeState().initialised).toBe(true)
  })

  it('boots nothing more when an owner is being redirected to the configuration area', async () => {
    const { redirectOwnerIfNeeded, startTracking } = await mocked()
    vi.mocked(redirectOwnerIfNeeded).mockReturnValueOnce(true)
    const assign = await navigationSpy()
    const gallery = vi.fn()
    blocks.registerInitializer({ kind: 'gallery', selector: '.gallery', init: gallery })

    await runtime.startRuntime({ context: loggedIn })

    expect(redirectOwnerIfNeeded).toHaveBeenCalledWith(loggedIn)
    pressEscape()
    expect(assign).not.toHaveBeenCalled()
    expect(gallery).not.toHaveBeenCalled()
    expect(startTracking).not.toHaveBeenCalled()
  })
})
