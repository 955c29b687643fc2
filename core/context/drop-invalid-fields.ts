import type { $ZodType, output } from 'zod/v4/core'
import { formatPath, validate } from '../validation/validate.ts'

type Path = ReadonlyArray<PropertyKey>

export interface DroppedField {
  /** Where the value was, e.g. `websiteSettings.useEscapeKeyToLogin`; `(root)` for the whole input. */
  path: string
  message: string
}

/**
 * Validates `input` leniently: every value the schema rejects is removed and reported, and the rest is
 * kept. Returns undefined only when the input as a whole is unusable (not the root type the schema wants).
 * The input itself is never modified.
 */
export function parseDroppingInvalidFields<Schema extends $ZodType>(
  schema: Schema,
  input: unknown,
  onDrop: (field: DroppedField) => void,
): output<Schema> | undefined {
  let candidate = input
  // A second pass is needed only when removing a value left its parent invalid (a required key gone).
  for (;;) {
    const result = validate(schema, candidate)
    if (result.success) return result.data
    // Every path is resolved before anything is removed, then removed deepest and highest-indexed first,
    // so that removing one value never moves another still to remove.
    const drops = result.error.issues
      .map((issue) => ({ path: existingPath(candidate, issue.path), message: issue.message }))
      .sort((a, b) => comparePaths(b.path, a.path))
    const before = candidate
    for (const { path, message } of drops) {
      onDrop({ path: formatPath(path), message })
      if (path.length === 0) return undefined
      candidate = without(candidate, path)
    }
    // Removal always changes a plain value; a hostile one (inherited keys, proxies) might not: stop there.
    if (candidate === before) return undefined
  }
}

/** The issue's path, or its nearest ancestor holding a value when the issue is about a missing key. */
function existingPath(root: unknown, path: Path): Path {
  for (let length = path.length; length > 0; length--) {
    const prefix = path.slice(0, length)
    if (valueAt(root, prefix) !== undefined) return prefix
  }
  return []
}

function valueAt(root: unknown, path: Path): unknown {
  let value = root
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

/** A copy of `value` without what is at `path`, copying only the containers along the way. */
function without(value: unknown, path: Path): unknown {
  const [key, ...rest] = path
  if (key === undefined || typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) {
    if (typeof key !== 'number' || key >= value.length) return value
    const copy = [...value]
    if (rest.length === 0) copy.splice(key, 1)
    else copy[key] = without(copy[key], rest)
    return copy
  }
  if (!(key in value)) return value
  const copy: Record<PropertyKey, unknown> = { ...value }
  if (rest.length === 0) delete copy[key]
  else copy[key] = without(copy[key], rest)
  return copy
}

function comparePaths(a: Path, b: Path): number {
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    const left = a[index]
    const right = b[index]
    if (left === right) continue
    if (typeof left === 'number' && typeof right === 'number') return left - right
    return String(left) < String(right) ? -1 : 1
  }
  return a.length - b.length
}
