/** Entries of an enumeration: a key for code, its number, and the label people read. */
type Entries = Record<string, readonly [value: number, label: string]>

/** The frozen `{ key: number }` object of an enumeration and the lookup of its labels. */
export interface Enumeration<E extends Entries> {
  values: { readonly [K in keyof E]: E[K][0] }
  label: (value: number) => string | undefined
}

/**
 * An enumeration from `{ key: [number, label] }`: `values` is the frozen object code compares against
 * (`PageType.notFound === 100`), `label(100)` the label, or `undefined` for a number it does not have.
 */
export function defineEnumeration<const E extends Entries>(entries: E): Enumeration<E> {
  const values: Record<string, number> = {}
  const labels = new Map<number, string>()
  for (const [key, [value, label]] of Object.entries(entries)) {
    values[key] = value
    labels.set(value, label)
  }
  return { values: Object.freeze(values) as Enumeration<E>['values'], label: (value) => labels.get(value) }
}
