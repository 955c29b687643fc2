/** The hosts of the four providers: their players, posters, scripts and media. */
const PROVIDER_DOMAINS = ['youtube.com', 'youtube-nocookie.com', 'ytimg.com', 'googlevideo.com', 'vimeo.com', 'vimeocdn.com', 'wistia.com', 'wistia.net', 'animoto.com']

const isProviderUrl = (text: string) => {
  try {
    const { hostname } = new URL(text, location.href)
    return PROVIDER_DOMAINS.some((domain) => hostname === domain || hostname.endsWith(`.${domain}`))
  } catch {
    return false
  }
}

/** Every element of `root` and of the open shadow roots inside it. */
function* composedElements(root: Document | ShadowRoot): Generator<Element> {
  for (const element of root.querySelectorAll('*')) {
    yield element
    if (element.shadowRoot) yield* composedElements(element.shadowRoot)
  }
}

/**
 * The provider addresses the page has asked for, recorded two ways, since no provider answers here (no
 * network) and a failed request may leave no Resource Timing entry: the entries the browser did record, and
 * the addresses that elements of the page (shadow roots included) hold in an attribute that makes the browser
 * fetch: `src`, `srcset`, `href` of a `<link>`, `poster`, `data`.
 */
export function providerRequests(): string[] {
  const fetched = performance.getEntriesByType('resource').map((entry) => entry.name)
  const held = [...composedElements(document)].flatMap((element) => {
    const urls = ['src', 'poster', 'data'].map((name) => element.getAttribute(name) ?? '')
    urls.push(...(element.getAttribute('srcset') ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''))
    if (element.localName === 'link') urls.push(element.getAttribute('href') ?? '')
    return urls
  })
  return [...new Set([...fetched, ...held].filter((url) => url && isProviderUrl(url)))]
}
