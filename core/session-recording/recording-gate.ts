/** What decides whether this visit is recorded. */
export interface SessionRecordingConditions {
  /** The session-recording feature toggle is on. */
  featureEnabled: boolean
  /** The visitor's variant of the session-recording A/B test. */
  variant: string
  /** The device's logical processors (`navigator.hardwareConcurrency`); unknown on some browsers. */
  cores: number | undefined
  /** Visitor tracking is active on this page. */
  trackingActive: boolean
  /** The visitor's consent allows tracking. */
  consentAllows: boolean
}

/** Why a visit is not recorded, in the order the conditions are checked. */
export type RecordingRefusal = 'feature-off' | 'not-in-variant' | 'too-few-cores' | 'not-tracked' | 'no-consent'

/** The A/B variant that records. */
export const RECORDING_VARIANT = 'true'
/** Recording slows a page down: only devices with more cores than this are recorded. */
export const RECORDING_MIN_CORES_EXCLUSIVE = 2

/** The first condition that keeps this visit from being recorded, or `undefined` when every one holds. */
export function sessionRecordingRefusal(conditions: SessionRecordingConditions): RecordingRefusal | undefined {
  if (!conditions.featureEnabled) return 'feature-off'
  if (conditions.variant !== RECORDING_VARIANT) return 'not-in-variant'
  if (!((conditions.cores ?? 0) > RECORDING_MIN_CORES_EXCLUSIVE)) return 'too-few-cores'
  if (!conditions.trackingActive) return 'not-tracked'
  if (!conditions.consentAllows) return 'no-consent'
  return undefined
}
