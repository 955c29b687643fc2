/**
 * Which modules join the `shared` chunk although Rollup would give them chunks of their own.
 *
 * Rollup puts the modules that the same set of entries reach into one chunk, so a library of many elements
 * splits into dozens of chunks of a few hundred bytes. Each is one more request, and a browser sends at most
 * six at a time to a host over HTTP/1.1: the gallery's entry imported fourteen, which arrived in three rounds.
 * A small chunk costs less inside `shared` than on its own, wherever `shared` is loaded anyway.
 *
 * A group of modules that would make one chunk joins when it is small (`maxGroupLength` characters of code)
 * and every entry that reaches it loads `shared` too, so that no page loads `shared` because of it. A dynamic
 * entry, such as the gallery's lightbox, counts as loading `shared` when everything that imports it does, and
 * may join itself when it is small. A group that imports a module left in another chunk (other than
 * `alsoLoaded`) stays apart, so that `shared` imports nothing new. So does a group that only the implementations
 * (`isElementRoot`) of one element reach, or of elements that all load one element's code (`elementOf`: the
 * newsletter draws with the form's component), even when a non-visual entry reaches it too: in `shared`, every
 * page with a block would pay for that one element's code (the map's script loader, the form's messages).
 *
 * @param {readonly string[]} ids every module of the build
 * @param {(id: string) => import('rollup').ModuleInfo | null} info
 * @param {{ inShared(id: string): boolean, keptApart(id: string): boolean, alsoLoaded(id: string): boolean, isElementRoot(id: string): boolean, elementOf(id: string): string | undefined, maxGroupLength: number }} rules
 *   `inShared`: the modules `shared` holds in any case; `keptApart`: those that never join, such as those a chunk
 *   of its own holds (React, the element classes); `alsoLoaded`: those loaded wherever `shared` is, which a
 *   joining group may import; `isElementRoot`: the roots that are an element's implementation; `elementOf`: the
 *   element whose folder holds a module, if any.
 * @returns {Set<string>}
 */
export function smallSharedModules(ids, info, { inShared, keptApart, alsoLoaded, isElementRoot, elementOf, maxGroupLength }) {
  const roots = ids.filter((id) => info(id)?.isEntry || (info(id)?.dynamicImporters.length ?? 0) > 0)
  const closures = new Map(roots.map((root) => [root, staticClosure(root, info)]))
  const rootsReaching = new Map()
  for (const [root, closure] of closures) {
    for (const id of closure) rootsReaching.has(id) ? rootsReaching.get(id).push(root) : rootsReaching.set(id, [root])
  }
  const loadsShared = rootsLoadingShared(roots, info, closures, rootsReaching, inShared)
  const elementsLoadedBy = new Map(
    roots.filter(isElementRoot).map((root) => [root, new Set([...closures.get(root)].map(elementOf).filter(Boolean))]),
  )
  /** Whether `elementRoots` (at least one) all load the code of one same element: one element, or a family sharing a component. */
  const oneElementsCode = (elementRoots) =>
    elementRoots.length > 0 &&
    [...elementsLoadedBy.get(elementRoots[0])].some((element) => elementRoots.every((root) => elementsLoadedBy.get(root).has(element)))

  const groups = new Map()
  for (const id of ids) {
    const reaching = rootsReaching.get(id) ?? []
    const candidate = !info(id)?.isEntry && !inShared(id) && !keptApart(id) && info(id)?.code && (loadsShared.get(id) ?? true)
    if (!candidate || reaching.length === 0 || !reaching.every((root) => loadsShared.get(root))) continue
    if (oneElementsCode(reaching.filter(isElementRoot))) continue
    const key = [...reaching].sort().join('\n')
    groups.has(key) ? groups.get(key).push(id) : groups.set(key, [id])
  }
  const small = [...groups.values()].filter((group) => group.reduce((length, id) => length + info(id).code.length, 0) <= maxGroupLength)

  const joining = new Set(small.flat())
  const importsOnlyShared = (group) =>
    group.every((id) => info(id).importedIds.every((imported) => inShared(imported) || joining.has(imported) || alsoLoaded(imported)))
  for (let changed = true; changed; ) {
    changed = false
    for (const group of small.filter((group) => joining.has(group[0]) && !importsOnlyShared(group))) {
      group.forEach((id) => joining.delete(id))
      changed = true
    }
  }
  return joining
}

/**
 * Whether `shared` is loaded wherever each root is: its static closure holds a module of `shared`, or it is a
 * dynamic entry that only roots loading `shared` import.
 */
function rootsLoadingShared(roots, info, closures, rootsReaching, inShared) {
  const loadsShared = new Map(roots.map((root) => [root, true]))
  const holdsShared = (root) => [...closures.get(root)].some(inShared)
  const importedOnlyWithShared = (root) =>
    !info(root).isEntry && info(root).dynamicImporters.every((importer) => (rootsReaching.get(importer) ?? []).every((at) => loadsShared.get(at)))
  const held = new Map(roots.map((root) => [root, holdsShared(root)]))
  for (let changed = true; changed; ) {
    changed = false
    for (const root of roots.filter((root) => loadsShared.get(root) && !held.get(root) && !importedOnlyWithShared(root))) {
      loadsShared.set(root, false)
      changed = true
    }
  }
  return loadsShared
}

/** `root` and everything it imports statically, directly or not. */
export function staticClosure(root, info, closure = new Set()) {
  if (closure.has(root)) return closure
  closure.add(root)
  for (const imported of info(root)?.importedIds ?? []) staticClosure(imported, info, closure)
  return closure
}
