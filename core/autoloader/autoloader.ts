export interface AutoloaderOptions {
  /** Where an element's module lives; by default `dist/elements/<tag>.js` beside the autoloader. */
  moduleUrl: (tag: string) => string
  root?: Document | Element
  /** The tags to load; `dist/autoloader.js` passes every tag the library builds. */
  tags: readonly string[]
  /**
   * Where a self-contained module of an element lives, if it has one (the cookie banner, often alone on a page):
   * taken while it is the only element found, in one request; beside others, `moduleUrl`'s shares their code.
   */
  standaloneUrl?: (tag: string) => string | undefined
}

/**
 * Imports the module of every known `ss-*` element that appears in the page undefined, now and whenever one
 * is added later, so that a CMS can include a single script. Returns a function that stops watching.
 */
export function startAutoloader({ moduleUrl, root = globalThis.document, tags, standaloneUrl = () => undefined }: AutoloaderOptions): () => void {
  if (!root) return () => {}
  const known = new Set(tags)
  const requested = new Set<string>()

  const load = (tag: string) => {
    const url = (requested.size === 1 && standaloneUrl(tag)) || moduleUrl(tag)
    import(/* @vite-ignore */ url).catch((error: unknown) => {
      requested.delete(tag)
      console.error(`ss-elements: could not load <${tag}> from ${url}:`, error)
    })
  }
  const scan = (node: Element | Document) => {
    const found = new Set([...(node instanceof Element ? [node] : []), ...node.querySelectorAll(':not(:defined)')].map((element) => element.localName))
    const toLoad = [...found].filter((tag) => known.has(tag) && !requested.has(tag) && !customElements.get(tag))
    // Every tag found counts before any loads, wherever the banner stands in the page.
    for (const tag of toLoad) requested.add(tag)
    for (const tag of toLoad) load(tag)
  }

  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) scan(node)
  })
  observer.observe(root, { childList: true, subtree: true })
  scan(root)
  return () => observer.disconnect()
}
