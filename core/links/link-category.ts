/** What kind of address a link holds. */
export type LinkCategory =
  | 'empty'
  | 'anchor'
  | 'external'
  | 'file'
  | 'content'
  | 'misc-protocol'
  | 'malformed-protocol'

/** Protocols that address another site; each must be followed by `//`. */
const WEB_PROTOCOLS = new Set(['http', 'https', 'ftp'])

const SCHEME = /^([a-z][a-z0-9+.-]*):/i

/**
 * The category of `href`: blank text is `'empty'`; `#…` an `'anchor'`; `http://`, `https://`, `ftp://` and
 * protocol-relative `//…` are `'external'`. Only those three protocols are accepted with `//`: a web protocol
 * without it (`http:example.com`), and any other protocol written with it (`htp://x.com`,
 * `javascript://alert(1)`), is `'malformed-protocol'`; any other protocol (`mailto:`, `tel:`, `sms:`,
 * `javascript:`) is `'misc-protocol'`; a path under `/s/` is a `'file'`; anything else is a `'content'` link on
 * the site.
 */
export function linkCategory(href: string): LinkCategory {
  const link = href.trim()
  if (link === '') return 'empty'
  if (link.startsWith('#')) return 'anchor'
  if (link.startsWith('//')) return 'external'
  const scheme = SCHEME.exec(link)?.[1]?.toLowerCase()
  if (scheme !== undefined) {
    const withSlashes = link.slice(scheme.length + 1).startsWith('//')
    if (!WEB_PROTOCOLS.has(scheme)) return withSlashes ? 'malformed-protocol' : 'misc-protocol'
    return withSlashes ? 'external' : 'malformed-protocol'
  }
  return link.startsWith('/s/') ? 'file' : 'content'
}
