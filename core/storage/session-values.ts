/** What is logged when the page's storage cannot be reached or refuses a value (private modes, sandboxed frames). */
export const STORAGE_UNAVAILABLE_MESSAGE = 'Unable access local/session storage.'

/** Which of the page's two storages holds the values. */
export type StorageKind = 'localStorage' | 'sessionStorage'

/** How a value is kept: the value itself and, when it has one, the time (ms since the epoch) it expires. */
interface StoredEntry {
  value: unknown
  expiry?: number
}

export interface SessionValuesOptions {
  /** `sessionStorage` unless told otherwise. */
  kind?: StorageKind
  /** The current time in ms since the epoch; `Date.now` by default, a fixed clock in tests. */
  now?: () => number
  win?: Window
}

export interface SetOptions {
  /** When the value stops being returned, in ms since the epoch; without it the value never expires. */
  expiry?: number
}

/** Values kept as JSON in one of the page's storages, each with an optional expiry. */
export interface SessionValues {
  /** The value under `key`, or `undefined` when there is none, it has expired (and is then removed) or storage fails. */
  get<T = unknown>(key: string): T | undefined
  /** Stores `value` under `key`; `false` when storage fails. */
  set(key: string, value: unknown, options?: SetOptions): boolean
  remove(key: string): void
}

/**
 * Opens the page's storage of `kind`; `undefined` (and the storage message logged) where reaching it throws.
 */
export function openStorage(kind: StorageKind, win: Window = window): Storage | undefined {
  try {
    return win[kind]
  } catch {
    console.warn(STORAGE_UNAVAILABLE_MESSAGE)
    return undefined
  }
}

/**
 * Values with an optional expiry in the page's `sessionStorage` (or `localStorage`). An expired or unreadable
 * entry is dropped when read. Every storage failure logs 'Unable access local/session storage.' and leaves
 * the page going: a read finds nothing and a write reports `false`.
 */
export function sessionValues({ kind = 'sessionStorage', now = Date.now, win = window }: SessionValuesOptions = {}): SessionValues {
  const attempt = <T>(action: (storage: Storage) => T, fallback: T): T => {
    const storage = openStorage(kind, win)
    if (!storage) return fallback
    try {
      return action(storage)
    } catch {
      console.warn(STORAGE_UNAVAILABLE_MESSAGE)
      return fallback
    }
  }
  return {
    get<T>(key: string) {
      return attempt((storage) => {
        const text = storage.getItem(key)
        if (text === null) return undefined
        const entry = parseEntry(text)
        if (entry && (entry.expiry === undefined || entry.expiry > now())) return entry.value as T
        storage.removeItem(key)
        return undefined
      }, undefined)
    },
    set(key, value, { expiry } = {}) {
      const entry: StoredEntry = expiry === undefined ? { value } : { value, expiry }
      return attempt((storage) => (storage.setItem(key, JSON.stringify(entry)), true), false)
    },
    remove(key) {
      attempt((storage) => storage.removeItem(key), undefined)
    },
  }
}

function parseEntry(text: string): StoredEntry | undefined {
  try {
    const entry: unknown = JSON.parse(text)
    if (typeof entry !== 'object' || entry === null || !('value' in entry)) return undefined
    const { expiry } = entry as { expiry?: unknown }
    if (expiry !== undefined && typeof expiry !== 'number') return undefined
    return entry as StoredEntry
  } catch {
    return undefined
  }
}
