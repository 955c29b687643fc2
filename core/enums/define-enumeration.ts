/** Entries of an enumeration: a key for code, its number, and the label people read. */
export type EnumerationEntries = Record<string, readonly [value: number, label: string]>

/** The frozen `{ key: number }` object of an enumeration's entries. */
export type EnumerationValues<E extends EnumerationEntries> = { readonly [K in keyof E]: E[K][0] }

/*
 * An enumeration is two calls on one `as const` literal rather than one object with `values` and `label`:
 * a bundler drops an unused pure call, but keeps a top-level property read (`enumeration.values`), and with
 * it every enumeration of `ss-elements/core`, in an app that imports only `formatMoney`.
 */

/** The frozen object code compares against: `PageType.notFound === 100`. */
export function enumerationValues<const E extends EnumerationEntries>(entries: E): EnumerationValues<E> {
  const values: Record<string, number> = {}
  for (const [key, [value]] of Object.entries(entries)) values[key] = value
  return Object.freeze(values) as EnumerationValues<E>
}

/** The lookup of an enumeration's labels: `label(100)`, or `undefined` for a number it does not have. */
export function enumerationLabel(entries: EnumerationEntries): (value: number) => string | undefined {
  const labels = new Map(Object.values(entries))
  return (value) => labels.get(value)
}
