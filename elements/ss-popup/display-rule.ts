import { NEVER_AGAIN } from './schema.ts'

/** What a visitor's browser keeps about the popup: the version seen, whether they signed up, when it closed. */
export interface PopupRecord {
  version: number
  submitted: boolean
  /** Milliseconds since 1970: when it was closed, or shown and left open. */
  closedAt: number
}

export interface DisplaySettings {
  version: number
  displayFrequency: number
  showUntilSignup: boolean
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The display rule: shown without a record, or when the settings' version is newer than the one seen (the
 * owner changed the popup); otherwise not after a sign-up when `showUntilSignup` is set, never again with a
 * frequency of -1, and else once `displayFrequency` days have passed since it closed.
 */
export function shouldShowPopup(settings: DisplaySettings, record: PopupRecord | undefined, now: number): boolean {
  if (!record || record.version < settings.version) return true
  if (settings.showUntilSignup && record.submitted) return false
  if (settings.displayFrequency === NEVER_AGAIN) return false
  return now >= record.closedAt + settings.displayFrequency * DAY_MS
}
