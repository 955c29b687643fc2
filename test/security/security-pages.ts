import { openPage, type OpenedPage } from '../helpers/page-loads.ts'
import { waitFor } from '../helpers/wait.ts'

/** What the page probe (`page-probe.js`) records in a page. */
export type ProbedWindow = Window & typeof globalThis & { cspViolations: string[] }

/** The policies every element must work under, from none to the strictest a site may send. */
export const CSP_MATRIX = {
  'no CSP': '',
  "script-src 'self'": "script-src 'self'; object-src 'none'",
  '+ Trusted Types': "script-src 'self'; object-src 'none'; require-trusted-types-for 'script'",
  // With the allowed policies named: the library creates `ss-elements` alone, and lit-html its own.
  "+ style-src 'self'":
    "script-src 'self'; object-src 'none'; require-trusted-types-for 'script'; trusted-types ss-elements lit-html 'allow-duplicates'; style-src 'self'",
} as const

/**
 * Opens a page of `body` markup that loads the page probe, then `dist/ss-elements.js` unless `library` is
 * false, sent with the Content-Security-Policy `csp`. The built bundles must exist (`npm run build`).
 */
export async function openProbedPage(body: string, { csp = '', library = true } = {}): Promise<OpenedPage & { window: ProbedWindow }> {
  const scripts = library ? '<script type="module" src="/dist/ss-elements.js"></script>' : ''
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Security page</title>
<script src="/test/security/page-probe.js"></script>${scripts}</head><body>${body}</body></html>`
  return (await openPage(html, { csp })) as OpenedPage & { window: ProbedWindow }
}

/** Resolves once every `ss-*` element of the page has drawn its implementation or reported an error. */
export async function elementsDrawn(page: OpenedPage): Promise<HTMLElement[]> {
  return drawn(page.document)
}

/** Resolves once every `ss-*` element under `root` has drawn its implementation or reported an error. */
export async function drawn(root: ParentNode, timeoutMs = 10_000): Promise<HTMLElement[]> {
  const elements = Array.from(root.querySelectorAll<HTMLElement>('*')).filter((node) => node.localName.startsWith('ss-'))
  await waitFor(
    () => elements.every((element) => element.hasAttribute('data-ss-error') || (element.shadowRoot && !element.hasAttribute('data-ss-pending'))),
    'every element to draw',
    timeoutMs,
  )
  return elements
}

/** Every shadow root under `root`, nested ones included. */
export function shadowRoots(root: ParentNode): ShadowRoot[] {
  const found: ShadowRoot[] = []
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot) found.push(element.shadowRoot, ...shadowRoots(element.shadowRoot))
  }
  return found
}

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc', 'poster', 'background']

/**
 * What in the shadow roots under `root` could run script: an `on*` attribute, a script URL (`javascript:`,
 * `vbscript:`, `data:text/html`) in an attribute that loads or navigates, a `<script>`, `<iframe srcdoc>`,
 * `<object>`, `<embed>`, `<base>` or `<meta>`. Each as a short description; none is the goal.
 */
export function scriptableNodes(root: ParentNode): string[] {
  return shadowRoots(root).flatMap((shadow) => scriptableNodesOf(shadow))
}

/** What in `root` itself (not in its shadow roots) could run script, as `scriptableNodes()` lists it. */
export function scriptableNodesOf(root: ParentNode): string[] {
  const found: string[] = []
  for (const element of root.querySelectorAll('*')) {
    const name = ownLocalName(element)
    if (Element.prototype.matches.call(element, 'script, iframe[srcdoc], object, embed, base, meta')) found.push(`<${name}>`)
    for (const attribute of ownAttributes(element)) {
      if (attribute.name.startsWith('on')) found.push(`<${name} ${attribute.name}>`)
      const scriptUrl = /^\s*(javascript|vbscript|data:text\/html)/i.test(attribute.value.replace(/[\u0000-\u0020]/g, ''))
      if (URL_ATTRIBUTES.includes(attribute.name) && scriptUrl) {
        found.push(`<${name} ${attribute.name}="${attribute.value.slice(0, 40)}">`)
      }
    }
  }
  return found
}

// Read through Element.prototype: in the page's own markup, `<form><input name="attributes">` answers
// `form.attributes` with the input (DOM clobbering).
const ownLocalName = (element: Element): string => Object.getOwnPropertyDescriptor(Element.prototype, 'localName')!.get!.call(element)
const ownAttributes = (element: Element): Attr[] =>
  Array.from(Object.getOwnPropertyDescriptor(Element.prototype, 'attributes')!.get!.call(element) as NamedNodeMap)

/** The schemes an element may link to or load: the web's, and the mail and phone links a visitor follows. */
const SAFE_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:']
const ADDRESS_ATTRIBUTES = URL_ATTRIBUTES.filter((name) => name !== 'srcdoc')

/**
 * Every address among `elements`' attributes (`href`, `src`, each `srcset` candidate, `action`, `poster`…) whose
 * scheme is not http(s), mailto or tel once resolved: `javascript:`, `data:`, `vbscript:`, `blob:`. None is the goal.
 */
export function hostileUrls(elements: Iterable<Element>): string[] {
  const found: string[] = []
  for (const element of elements) {
    for (const { name, value } of ownAttributes(element)) {
      const addresses =
        name === 'srcset'
          ? value.split(/,\s+/).map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
          : ADDRESS_ATTRIBUTES.includes(name)
            ? [value]
            : []
      for (const address of addresses) {
        if (!SAFE_PROTOCOLS.includes(protocolOf(address, element.baseURI))) found.push(`<${ownLocalName(element)} ${name}="${address.slice(0, 40)}">`)
      }
    }
  }
  return found
}

/** The scheme of `address` resolved against `base` (`javascript:`, `https:`…), or `unparsable:`. */
export const protocolOf = (address: string, base: string = document.baseURI) => {
  try {
    return new URL(address, base).protocol
  } catch {
    return 'unparsable:'
  }
}
