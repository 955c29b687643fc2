import { safeRedirectUrl } from '../forms/safe-redirect.ts'

/** An http(s) address resolved against the page, or undefined for anything else (`javascript:`, a typo). */
export const httpUrl = (value: string | null | undefined) => safeRedirectUrl(value ?? '', document.baseURI)

/** The page's canonical address, else its own without the fragment: the address a share names. */
export function pageUrl(): string {
  const canonical = httpUrl(document.querySelector<HTMLLinkElement>('link[rel=canonical]')?.getAttribute('href'))
  if (canonical) return canonical
  const url = new URL(location.href)
  url.hash = ''
  return url.href
}
