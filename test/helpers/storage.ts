/** A `Storage` kept in memory, for code that takes its storage as a function. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

/** Storage as a browser's private mode or a blocked-cookies setting gives it: reaching it throws. */
export const throwingStorage = (): Storage => {
  throw new DOMException('The operation is insecure.', 'SecurityError')
}
