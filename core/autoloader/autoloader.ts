export interface AutoloaderOptions {
  /** Where an element's module lives; by default `dist/elements/<tag>.js` beside the autoloader. */
  moduleUrl: (tag: string) => string
  root?: Document | Element
  /** The tags to load; `dist/autoloader.js` passes every tag the library builds. */
  tags: readonly string[]
}

/**
 * Imports the module of every known `ss-*` element that appears in the page undefined, now and whenever one
 * is added later, so that a CMS can include a single script. Returns a function that stops watching.
 */
export function startAutoloader({ moduleUrl, root = globalThis.document, tags }: AutoloaderOptions): () => void {
  if (!root) return () => {}
  const known = new Set(tags)
  const requested = new Set<string>()

  const load = (element: Element) => {
    const tag = element.localName
    if (!known.has(tag) || requested.has(tag) || customElements.get(tag)) return
    requested.add(tag)
    import(/* @vite-ignore */ moduleUrl(tag)).catch((error: unknown) => {
      requested.delete(tag)
      console.error(`ss-elements: could not load <${tag}> from ${moduleUrl(tag)}:`, error)
    })
  }
  const scan = (node: Element | Document) => {
    if (node instanceof Element) load(node)
    for (const element of node.querySelectorAll(':not(:defined)')) load(element)
  }

  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) scan(node)
  })
  observer.observe(root, { childList: true, subtree: true })
  scan(root)
  return () => observer.disconnect()
}
