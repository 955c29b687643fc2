const warned = new Set<string>()

/**
 * Block JSON keys that reach the gallery and change nothing in it (the 001 §3 names this implementation has no
 * use for at the block's level, such as `inMotion`, a state, or `source`, which each image gives, and any other key)
 * are accepted, and each is named once per page in a warning, so that an author learns why a setting has no effect
 * without every render repeating it.
 */
export function warnIgnoredKeys(block: Record<string, unknown>, readKeys: ReadonlySet<string>): void {
  for (const key of Object.keys(block)) {
    if (readKeys.has(key) || warned.has(key)) continue
    warned.add(key)
    console.warn(ignoredKeyMessage(key))
  }
}

export const ignoredKeyMessage = (key: string) => `ss-gallery: the block key "${key}" is not supported here and is ignored.`
