/** The static imports of each entry of dist/, as paths relative to dist/ (`elements/ss-gallery.js` → its chunks). */
export type ModuleGraph = Readonly<Record<string, readonly string[]>>

declare const SS_MODULE_GRAPH: ModuleGraph | undefined

/** The graph of the dist/ this package was built with, put in by the build; empty where the sources run as they are. */
export const builtModuleGraph: ModuleGraph = typeof SS_MODULE_GRAPH === 'undefined' ? {} : SS_MODULE_GRAPH

/**
 * What a module script of `src` imports before it can run, as URLs written the way `src` is (a path, a relative
 * one, or a full URL), so that `<link rel="modulepreload">` can fetch them all at once, with the page, rather than
 * once the browser has read the entry. Nothing for a script that is not an entry of dist/.
 */
export function modulePreloads(src: string, graph: ModuleGraph): string[] {
  const path = src.replace(/[?#].*$/, '')
  const entry = Object.keys(graph)
    .filter((candidate) => path === candidate || path.endsWith(`/${candidate}`))
    .sort((a, b) => b.length - a.length)[0]
  if (entry === undefined) return []
  const distRoot = path.slice(0, path.length - entry.length)
  return graph[entry]!.map((chunk) => distRoot + chunk)
}
