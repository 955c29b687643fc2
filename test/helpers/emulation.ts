import { executeServerCommand } from '@web/test-runner-commands'

/** Sizes the page's viewport in every browser of the suite (web-test-runner's own setViewport skips WebKit). */
export async function setViewport(size: { width: number; height: number }, timeoutMs = 2000): Promise<void> {
  await executeServerCommand('ss-set-viewport', size)
  // WebKit resizes its window after the command has answered.
  const deadline = performance.now() + timeoutMs
  while (innerWidth !== size.width || innerHeight !== size.height) {
    if (performance.now() > deadline) {
      throw new Error(`Asked for a ${size.width}×${size.height} viewport, got ${innerWidth}×${innerHeight}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

export interface MediaFeatures {
  reducedMotion?: 'reduce' | 'no-preference' | null
  colorScheme?: 'light' | 'dark' | 'no-preference' | null
}

const featureNames = { reducedMotion: 'prefers-reduced-motion', colorScheme: 'prefers-color-scheme' } as const
const scripted = new Map<string, string>()
const browserMatchMedia = window.matchMedia

/**
 * Emulates user preferences; `null` goes back to the browser's own. Chromium emulates them for CSS and
 * script alike and this resolves to 'browser'. Firefox and WebKit cannot be told over their automation
 * protocols, so there `window.matchMedia` answers for the emulated features instead and this resolves to
 * 'script': code that asks matchMedia sees the preference, `@media` rules in CSS do not.
 */
export async function emulateMedia(features: MediaFeatures): Promise<'browser' | 'script'> {
  const support = await executeServerCommand<'browser' | 'unsupported', MediaFeatures>('ss-emulate-media', features)
  if (support === 'browser') return 'browser'
  for (const [key, value] of Object.entries(features) as Array<[keyof MediaFeatures, string | null | undefined]>) {
    if (value === undefined) continue
    if (value === null) scripted.delete(featureNames[key])
    else scripted.set(featureNames[key], value)
  }
  window.matchMedia = scripted.size > 0 ? scriptedMatchMedia : browserMatchMedia
  return 'script'
}

/** Answers a single `(feature: value)` or `(feature)` query about an emulated feature; asks the browser otherwise. */
function scriptedMatchMedia(query: string): MediaQueryList {
  const list = browserMatchMedia.call(window, query)
  const [, feature = '', value] = /^\s*\(\s*([a-z-]+)\s*(?::\s*([a-z-]+)\s*)?\)\s*$/.exec(query) ?? []
  const emulated = scripted.get(feature)
  if (emulated === undefined) return list
  const matches = value === undefined ? emulated !== 'no-preference' : value === emulated
  return new Proxy(list, {
    get(target, property) {
      if (property === 'matches') return matches
      const member: unknown = Reflect.get(target, property, target)
      return typeof member === 'function' ? member.bind(target) : member
    },
  })
}
