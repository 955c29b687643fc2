import { ANNOUNCEMENT_DISMISSAL_KEY } from '../../core/storage/overlay-keys.ts'

/** A short fingerprint of an announcement's text and link (FNV-1a, 32 bits): a new announcement shows again. */
export function announcementFingerprint(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return (hash >>> 0).toString(36)
}

// Storage throws in some private modes and sandboxed frames: the bar then just shows again on the next page.

export function wasDismissed(fingerprint: string, storage: () => Storage = () => localStorage): boolean {
  try {
    return storage().getItem(ANNOUNCEMENT_DISMISSAL_KEY) === fingerprint
  } catch {
    return false
  }
}

export function rememberDismissal(fingerprint: string, storage: () => Storage = () => localStorage): void {
  try {
    storage().setItem(ANNOUNCEMENT_DISMISSAL_KEY, fingerprint)
  } catch {
    // Not remembered: closed on this page only.
  }
}
