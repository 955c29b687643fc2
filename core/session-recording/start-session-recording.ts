import { readConsent } from '../consent/consent-cookie.ts'
import { pageContext, type PageContext } from '../context/page-context.ts'
import { sessionRecordingConditions } from './page-conditions.ts'
import { sessionRecordingRefusal } from './recording-gate.ts'

/** What is logged when the id cannot be had, and when the script cannot be added. */
export const SESSION_RECORDING_ERRORS = {
  eligibility: 'Error determining FullStory eligibility',
  injection: 'Error injecting FullStory script',
} as const

export interface SessionRecordingOptions {
  context?: PageContext
  /** Where the device's cores are read; the browser's `navigator` by default. */
  navigator?: Pick<Navigator, 'hardwareConcurrency'>
  /** The `fetch` the id request goes through (the data layer's option, for tests); the browser's by default. */
  fetch?: typeof globalThis.fetch
  /** Told each failure, which is otherwise swallowed; `console.error` by default. */
  log?: (message: string, error: unknown) => void
}

/**
 * Records the visit with the session-recording service when every condition holds (the feature toggle, the
 * A/B variant 'true', more than 2 cores, visitor tracking, consent), checked on load and again on each
 * `ss-consent`: only then is the id asked of the server, and only for an id that is not the mock one is the
 * script added. Failures are logged and go no further. A decline after the recording started shuts the
 * recording down; accepting again restarts it. Returns the function that stops listening (and recording).
 */
export function startSessionRecording(options: SessionRecordingOptions = {}): () => void {
  const { navigator: device, log = console.error } = options
  const context = options.context ?? pageContext()
  let state: 'waiting' | 'starting' | 'recording' | 'shut down' | 'stopped' = 'waiting'

  // Whatever fails before the script is added (its module, the id request) is an eligibility error.
  const start = async () => {
    state = 'starting'
    // The data layer and the loader come only for a visit the gate lets through.
    const fullstory = await import('./fullstory.ts')
    const orgId = await fullstory.fetchFullStoryId(options.fetch)
    if (!orgId || state !== 'starting') return
    state = 'recording'
    await fullstory.injectFullStory(orgId).catch((error: unknown) => log(SESSION_RECORDING_ERRORS.injection, error))
  }

  const evaluate = () => {
    const allowed = sessionRecordingRefusal(sessionRecordingConditions(context, { consent: readConsent(), navigator: device })) === undefined
    if (allowed) {
      if (state === 'waiting') start().catch((error: unknown) => log(SESSION_RECORDING_ERRORS.eligibility, error))
      else if (state === 'shut down') {
        state = 'recording'
        window.FS?.('restart')
      }
    } else if (state === 'starting') {
      // A decline while the id is on its way: the answer is dropped, and an acceptance starts again.
      state = 'waiting'
    } else if (state === 'recording') {
      state = 'shut down'
      window.FS?.('shutdown')
    }
  }

  window.addEventListener('ss-consent', evaluate)
  evaluate()
  return () => {
    window.removeEventListener('ss-consent', evaluate)
    if (state === 'recording') window.FS?.('shutdown')
    state = 'stopped'
  }
}
