import { isWithinLengthLimit } from '../../core/links/link-length.ts'
import { isProperMailto, isProperTel } from '../../core/links/proper-links.ts'
import type { MobileInfoBarConfig } from './schema.ts'

export interface InfoBarLink {
  kind: 'call' | 'email' | 'directions'
  label: string
  href: string
}

/** Where the Directions link goes: a map search for the address, fetched only when the visitor follows it. */
export const DIRECTIONS_URL = 'https://www.google.com/maps/search/?api=1&query='

/**
 * The bar's links, in order: Call, Email, Directions. A phone or an email that fails the URL rules (a tel of 4
 * or more digits, `+` and `-`, under 50 characters; a mailto with one `@` and a dotted extension, under 1,000)
 * is left out, with a warning naming it.
 */
export function infoBarLinks(settings: MobileInfoBarConfig, warn: (message: string) => void = console.warn): InfoBarLink[] {
  const links: InfoBarLink[] = []
  const add = (kind: InfoBarLink['kind'], label: string, value: string | undefined, href: string, proper: boolean) => {
    if (!value?.trim()) return
    if (proper && isWithinLengthLimit(href)) links.push({ kind, label, href })
    else warn(`ss-elements: <ss-mobile-info-bar> left out the ${label} link: ${JSON.stringify(value)} is not a proper ${kind === 'call' ? 'phone number' : 'email address'}.`)
  }
  const tel = `tel:${(settings.phone ?? '').replace(/[\s().]/g, '')}`
  add('call', 'Call', settings.phone, tel, isProperTel(tel))
  const mailto = `mailto:${(settings.email ?? '').trim()}`
  add('email', 'Email', settings.email, mailto, isProperMailto(mailto))
  const address = settings.address?.trim()
  if (address) links.push({ kind: 'directions', label: 'Directions', href: DIRECTIONS_URL + encodeURIComponent(address) })
  return links
}
