import { safeRedirectUrl } from '../forms/safe-redirect.ts'

/**
 * An http(s) address resolved against `base` (the page's), or undefined for anything else (`javascript:`, a
 * typo); with no base, only an absolute address.
 */
export const httpUrl = (value: string | null | undefined, base: string | null = document.baseURI) =>
  safeRedirectUrl(value ?? '', base ?? undefined)

/** The page's canonical address, else its own without the fragment: the address a share names. */
export function pageUrl(): string {
  const canonical = httpUrl(document.querySelector<HTMLLinkElement>('link[rel=canonical]')?.getAttribute('href'))
  if (canonical) return canonical
  const url = new URL(location.href)
  url.hash = ''
  return url.href
}
