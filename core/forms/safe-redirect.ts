/**
 * The address a success redirect may go to: an http(s) URL, or one relative to the page, resolved against
 * `base`. Anything else (`javascript:`, `data:`, a typo'd scheme) gives undefined: the form stays on the page.
 */
export function safeRedirectUrl(target: string, base: string | undefined): string | undefined {
  const trimmed = target.trim()
  if (trimmed === '') return undefined
  try {
    const url = new URL(trimmed, base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}

/**
 * `target` as written (trimmed) when it is an http(s) address or one relative to the page, else undefined. Drawn
 * as written, a link reads the same on a server, which does not know the page's address, and in the browser.
 */
export function safeLinkAsWritten(target: string): string | undefined {
  const written = target.trim()
  // Control characters, which URL parsing drops or keeps, would leave a disguised scheme in the drawn address.
  if (/[\u0000-\u001f\u007f]/.test(written)) return undefined
  // Any http(s) base will do: a relative address is safe wherever the page is.
  return safeRedirectUrl(written, 'http://page.invalid/') && written
}
