// What a block's zod (mini) schema says about each top-level key: the values it accepts and its default, read
// from the schemas' own definitions (`schema._zod.def`).

const PRIMITIVES = ['boolean', 'number', 'string']

/** `'dark'`, `250`, `false`: a value as TypeScript writes it. */
export function literalText(value) {
  return typeof value === 'string' ? `'${value.replace(/['\\]/g, '\\$&')}'` : JSON.stringify(value)
}

/** Each top-level key of a block schema: the types it accepts (undefined where any value goes) and its default. */
export function schemaKeys(schema) {
  const { def } = unwrap(schema)
  if (def.type !== 'object') return new Map()
  return new Map(
    Object.entries(def.shape).map(([key, value]) => {
      const inner = unwrap(value)
      return [key, { types: acceptedTypes(inner.def), default: inner.default }]
    }),
  )
}

/**
 * The type an attribute has in the manifest: of the types the schema accepts, those the attribute's text can
 * give (its declared type, and literal values such as an enum's: `'light' | 'dark'`). Throws when the schema
 * accepts nothing the attribute can give, since the declaration and the schema then disagree.
 */
export function attributeTypeText(declared, accepted) {
  if (accepted === undefined) return declared
  const readable = accepted.filter((type) => type === declared || !PRIMITIVES.includes(type))
  if (readable.length === 0) throw new Error(`declared '${declared}', but the schema accepts ${accepted.join(' | ')}`)
  return readable.join(' | ')
}

/**
 * The schema under its wrappers, with the default they give: `default` and `optional` wrap the schema that
 * checks; a pipe checks with its input, or with its output when the input only transforms (normalises keys).
 */
function unwrap(schema) {
  const def = schema._zod.def
  switch (def.type) {
    case 'default':
      return { ...unwrap(def.innerType), default: def.defaultValue }
    case 'optional':
      return unwrap(def.innerType)
    case 'pipe':
      return unwrap(def.in._zod.def.type === 'transform' ? def.out : def.in)
    default:
      return { def, default: undefined }
  }
}

/** `['number', "'Auto'"]` for `z.union([z.number(), z.literal('Auto')])`; undefined for a schema that takes anything. */
function acceptedTypes(def) {
  switch (def.type) {
    case 'boolean':
    case 'number':
    case 'string':
      return [def.type]
    case 'enum':
      return Object.values(def.entries).map(literalText)
    case 'literal':
      return def.values.map(literalText)
    case 'union': {
      const options = def.options.map((option) => acceptedTypes(unwrap(option).def))
      return options.includes(undefined) ? undefined : [...new Set(options.flat())]
    }
    default:
      return undefined
  }
}
