/**
 * The longest link of each kind, in characters of the whole `href` (`#` or the protocol and its colon
 * included). The rules say "an anchor is at most 99, tel under 50, …": each limit here is the largest length
 * allowed.
 */
export const LINK_LENGTH_LIMITS = /* @__PURE__ */ Object.freeze({
  anchor: 99,
  tel: 49,
  sms: 999,
  mailto: 999,
  javascript: 249,
  ftp: 99,
})

export type LimitedLinkKind = keyof typeof LINK_LENGTH_LIMITS

const LIMITED_PROTOCOLS: readonly string[] = ['tel', 'sms', 'mailto', 'javascript', 'ftp'] satisfies LimitedLinkKind[]

/** The kind of `href` that has a length limit, or `undefined` when links like it have none. */
export function limitedLinkKind(href: string): LimitedLinkKind | undefined {
  if (href.startsWith('#')) return 'anchor'
  const protocol = /^([a-z]+):/i.exec(href)?.[1]?.toLowerCase() ?? ''
  return LIMITED_PROTOCOLS.includes(protocol) ? (protocol as LimitedLinkKind) : undefined
}

/** Whether `href` is no longer than the limit of its kind; links of other kinds always are. */
export function isWithinLengthLimit(href: string): boolean {
  const kind = limitedLinkKind(href)
  return kind === undefined || href.length <= LINK_LENGTH_LIMITS[kind]
}
