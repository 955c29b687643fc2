/** The name of React's listening flag, once its first root has set it on the document. */
let listeningFlag: string | undefined

/**
 * Keeps React from adding its delegated listeners (about 140) to a portal's container whose content has no React
 * event handler: a page of 200 accordions spent 28,000 `addEventListener` calls on them. React skips a container
 * that carries its listening flag, whose name is random to each copy of React and which its first root set on
 * the document. Preact adds no such listeners and sets no such flag.
 */
export function withoutReactListeners(container: Node): void {
  listeningFlag ??= Object.keys(document).find((key) => key.startsWith('_reactListening'))
  if (listeningFlag) Object.assign(container, { [listeningFlag]: true })
}
