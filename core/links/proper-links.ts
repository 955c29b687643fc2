import { LINK_LENGTH_LIMITS } from './link-length.ts'

/** `href` without its leading `scheme:` when it has that one. */
function withoutScheme(href: string, scheme: string): string {
  return href.slice(0, scheme.length + 1).toLowerCase() === `${scheme}:` ? href.slice(scheme.length + 1) : href
}

/**
 * Whether a phone link (`tel:+1-555-0100`, or the number alone) is under 50 characters and has 4 or more
 * characters after its scheme, all digits, `+` or `-`.
 */
export function isProperTel(href: string): boolean {
  const link = href.trim()
  return link.length <= LINK_LENGTH_LIMITS.tel && /^[0-9+-]{4,}$/.test(withoutScheme(link, 'tel'))
}

/**
 * Whether an email link (`mailto:ann@example.com?subject=Hi`, or the address alone) has exactly one `@` and
 * a domain with a dotted extension. The query after `?` is not part of the address.
 */
export function isProperMailto(href: string): boolean {
  const address = withoutScheme(href.trim(), 'mailto').split('?', 1)[0] ?? ''
  const parts = address.split('@')
  return parts.length === 2 && /\.[^.\s]+$/.test(parts[1] ?? '')
}
