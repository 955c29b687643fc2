import type { PopupRecord } from './display-rule.ts'

export type PopupMemory =
  /** Storage works: the record, if any, decides. */
  | { persistent: true; record: PopupRecord | undefined }
  /** Storage throws (a private mode, a sandboxed frame): only this page remembers. */
  | { persistent: false }

/** Reads the record; a value that is not a record counts as none. Never throws. */
export function readPopupRecord(key: string, storage: () => Storage = () => localStorage): PopupMemory {
  let text: string | null
  try {
    text = storage().getItem(key)
  } catch {
    return { persistent: false }
  }
  return { persistent: true, record: parseRecord(text) }
}

/** Writes the record where storage works; where it throws, nothing happens. */
export function writePopupRecord(key: string, record: PopupRecord, storage: () => Storage = () => localStorage): void {
  try {
    storage().setItem(key, JSON.stringify(record))
  } catch {
    // The page's own memory (shownInPage) takes over.
  }
}

function parseRecord(text: string | null): PopupRecord | undefined {
  try {
    const value: unknown = JSON.parse(text ?? 'null')
    if (typeof value !== 'object' || value === null) return undefined
    const { version, submitted, closedAt } = value as Record<string, unknown>
    if (typeof version !== 'number' || typeof submitted !== 'boolean' || typeof closedAt !== 'number') return undefined
    return { version, submitted, closedAt }
  } catch {
    return undefined
  }
}
