/**
 * The address a success redirect may go to: an http(s) URL, or one relative to the page, resolved against
 * `base`. Anything else (`javascript:`, `data:`, a typo'd scheme) gives undefined: the form stays on the page.
 */
export function safeRedirectUrl(target: string, base: string): string | undefined {
  const trimmed = target.trim()
  if (trimmed === '') return undefined
  try {
    const url = new URL(trimmed, base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}
