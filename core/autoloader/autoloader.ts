export interface AutoloaderOptions {
  /** Where an element's module lives; by default `dist/elements/<tag>.js` beside the autoloader. */
  moduleUrl: (tag: string) => string
  root?: Document | Element
  /** The tags to load; `dist/autoloader.js` passes every tag the library builds. */
  tags: readonly string[]
  /**
   * Another way to load an element whose module is self-contained (the cookie banner, often alone on a page):
   * taken once the page shows other elements too, so that it reuses the code they load instead of its own copy.
   */
  alongsideOthers?: Readonly<Record<string, () => Promise<unknown>>>
}

/**
 * Imports the module of every known `ss-*` element that appears in the page undefined, now and whenever one
 * is added later, so that a CMS can include a single script. Returns a function that stops watching.
 */
export function startAutoloader({ moduleUrl, root = globalThis.document, tags, alongsideOthers = {} }: AutoloaderOptions): () => void {
  if (!root) return () => {}
  const known = new Set(tags)
  const requested = new Set<string>()

  const load = (tag: string) => {
    requested.add(tag)
    const alongside = requested.size > 1 ? alongsideOthers[tag] : undefined
    ;(alongside ? alongside() : import(/* @vite-ignore */ moduleUrl(tag))).catch((error: unknown) => {
      requested.delete(tag)
      console.error(`ss-elements: could not load <${tag}> from ${alongside ? 'the shared chunks' : moduleUrl(tag)}:`, error)
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
