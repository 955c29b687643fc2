/** How a plain attribute's text becomes the value of the top-level key it overrides. */
export type AttributeType = 'boolean' | 'number' | 'string'

/**
 * An element's plain attributes: each top-level key of its block JSON that an attribute may set, and how the
 * attribute's text is read. With `Config`, the keys must be keys of the block JSON.
 */
export type AttributeTypes<Config = Record<string, unknown>> = { readonly [Key in keyof Config & string]?: AttributeType }

/**
 * A present boolean attribute is true whatever its text (`<ss-popup open>`), except the explicit `"false"`
 * that lets an attribute switch off what the block JSON switched on. A number that does not parse stays
 * text so that validation reports it instead of silently using NaN.
 */
export function parseAttribute(text: string, type: AttributeType): unknown {
  switch (type) {
    case 'boolean':
      return text.trim().toLowerCase() !== 'false'
    case 'number': {
      const number = Number(text)
      return text.trim() !== '' && Number.isFinite(number) ? number : text
    }
    case 'string':
      return text
  }
}
