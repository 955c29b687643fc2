/** Elements a banner message may use; anything else is unwrapped to its text. */
const KEPT = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'span', 'a'])
/** Elements whose content is code or controls, never message text. */
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'title', 'iframe', 'object', 'svg', 'math', 'textarea', 'select'])

/**
 * The banner message as nodes to show: plain text as it is; markup rebuilt, in a `<div>` of its own, from an
 * inert parse keeping only
 * paragraphs, line breaks, emphasis and http(s) or relative links, with no attribute but `href` (and
 * `target="_blank"`, which gets `rel="noopener"`). Nothing of the source is inserted: every node is created
 * anew, so no handler, style or script can come through. (An allow-list rebuild rather than DOMPurify, which
 * would weigh more than the rest of the banner.)
 */
export function messageContent(text: string, doc: Document = document): string | HTMLElement {
  if (!/[<&]/.test(text)) return text
  const parsed = new DOMParser().parseFromString(text, 'text/html')
  const container = doc.createElement('div')
  rebuild(parsed.body, container, doc)
  return container
}

function rebuild(source: Node, target: Node, doc: Document): void {
  for (const child of source.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''))
      continue
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue
    const element = child as Element
    const tag = element.localName
    if (DROPPED.has(tag)) continue
    if (!KEPT.has(tag)) {
      rebuild(element, target, doc)
      continue
    }
    const copy = doc.createElement(tag)
    if (tag === 'a') copyLinkAttributes(element, copy as HTMLAnchorElement)
    rebuild(element, copy, doc)
    target.appendChild(copy)
  }
}

function copyLinkAttributes(source: Element, link: HTMLAnchorElement): void {
  const href = safeHref(source.getAttribute('href'))
  if (href) link.href = href
  if (source.getAttribute('target') === '_blank') {
    link.target = '_blank'
    link.rel = 'noopener'
  }
}

/** The link's absolute URL when it is http(s) or relative; undefined for `javascript:`, `data:` and the like. */
export function safeHref(href: string | null, base: string = location.href): string | undefined {
  if (href === null) return undefined
  try {
    const url = new URL(href, base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}
