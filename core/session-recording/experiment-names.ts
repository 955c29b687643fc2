import type { PageContext } from '../context/page-context-schema.ts'

/** The feature toggle that turns session recording on for the site. */
export const SESSION_RECORDING_TOGGLE = 'session-recording'
/** The A/B test that picks the visitors recorded: those in its variant `'true'`. */
export const SESSION_RECORDING_TEST = 'session-recording-sampling'

/**
 * Whether the page context's experiments name the session-recording toggle at all: without it nothing of
 * session recording is loaded. Whether it is on is for the gate to say.
 */
export function carriesSessionRecording(context: PageContext): boolean {
  const list: unknown = context.experiments
  return Array.isArray(list) && list.some((experiment: { name?: unknown } | null) => experiment?.name === SESSION_RECORDING_TOGGLE)
}
