import { parseInertHtml } from './inert-html.ts'

/** Elements kept: paragraphs, line breaks, emphasis and links. Any other is unwrapped to its content. */
const KEPT = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'span', 'a'])
/** Elements whose content is code, controls or another document, never text: dropped, content and all. */
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'title', 'iframe', 'object', 'embed', 'svg', 'math', 'textarea', 'select'])

/**
 * Author HTML as new nodes of the page: paragraphs, line breaks, emphasis, and links to http(s) or relative
 * addresses with no attribute but `href` (and `target="_blank"`, which gets `rel="noopener"`). Nothing of the
 * source is inserted, so no handler, style, script or form comes through.
 *
 * The source is walked with a TreeWalker and read through the prototypes' own getters: a `<form>` holding
 * `<input name="childNodes">` or `name="localName"` answers those properties with the input (DOM clobbering).
 */
export function rebuildHtml(html: string): DocumentFragment {
  const parsed = parseInertHtml(html)
  const walker = parsed.createTreeWalker(parsed.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, { acceptNode })
  const fragment = document.createDocumentFragment()
  copyChildren(walker, fragment)
  return fragment
}

function acceptNode(node: Node): number {
  if (!(node instanceof Element)) return NodeFilter.FILTER_ACCEPT
  const name = localNameOf(node)
  if (DROPPED.has(name)) return NodeFilter.FILTER_REJECT
  return KEPT.has(name) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP
}

function copyChildren(walker: TreeWalker, target: Node): void {
  for (let node = walker.firstChild(); node; node = walker.nextSibling()) {
    if (!(node instanceof Element)) {
      target.appendChild(document.createTextNode((node as CharacterData).data))
      continue
    }
    const copy = document.createElement(localNameOf(node))
    if (copy instanceof HTMLAnchorElement) copyLinkAttributes(node, copy)
    target.appendChild(copy)
    copyChildren(walker, copy)
    walker.currentNode = node
  }
}

function copyLinkAttributes(source: Element, link: HTMLAnchorElement): void {
  const href = safeHref(Element.prototype.getAttribute.call(source, 'href'))
  if (href) link.href = href
  if (Element.prototype.getAttribute.call(source, 'target') === '_blank') {
    link.target = '_blank'
    link.rel = 'noopener'
  }
}

function localNameOf(element: Element): string {
  return Object.getOwnPropertyDescriptor(Element.prototype, 'localName')!.get!.call(element) as string
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
