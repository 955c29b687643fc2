/** The attribute that holds an element's block JSON. */
export const BLOCK_JSON_ATTRIBUTE = 'data-block-json'

/**
 * Marks an element that a component of `ss-elements/react` draws: the element's class, if the page defines it
 * too, leaves it to React.
 */
export const REACT_OWNED_ATTRIBUTE = 'data-ss-react'

/** `slidesPerRow` → `slides-per-row`. */
export function kebabCase(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()
}

/**
 * The attribute names that may carry a top-level key: its kebab-case form and, because HTML lower-cases
 * attribute names, the key as an author would write it (`slidesPerRow="4"` arrives as `slidesperrow`).
 * The kebab-case form comes first and wins when both are present.
 */
export function attributeNamesFor(key: string): string[] {
  const kebab = kebabCase(key)
  const lowered = key.toLowerCase()
  return kebab === lowered ? [kebab] : [kebab, lowered]
}
