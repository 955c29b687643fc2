/** A parsed query value: text, a list, or named values. */
export type QueryValue = string | QueryValue[] | { [key: string]: QueryValue }

/** Nested keys deeper than this many brackets keep the rest of the key as one literal key. */
export const QUERY_DEPTH_LIMIT = 5
/** The most entries a list may hold: an index from this one up, or one entry too many, makes named values. */
export const QUERY_ARRAY_LIMIT = 20
/** Parameters after this many are ignored. */
export const QUERY_PARAMETER_LIMIT = 1000

export interface QueryLimits {
  readonly depth?: number
  readonly arrayLimit?: number
  readonly parameterLimit?: number
}

// While parsing, every level is a map; `listLike` says whether it may still become an array.
interface Level {
  readonly entries: Map<string, Level | string>
  listLike: boolean
  nextIndex: number
}

const newLevel = (): Level => ({ entries: new Map(), listLike: true, nextIndex: 0 })

/**
 * The parameters of a query string (a leading `?` is ignored), with `+` read as a space, nested keys
 * `a[b][c]=1` → `{a: {b: {c: '1'}}}`, lists `a[]=1&a[]=2` or `a[0]=1` → `{a: ['1', '2']}`, and a repeated key
 * `a=1&a=2` → `{a: ['1', '2']}`. Sparse indices close up in order. Mixing indices with names, an index of
 * the array limit or more, or more entries than the limit, gives named values instead (`{a: {'0': '1', b: '2'}}`). Keys such as `__proto__`
 * are ordinary own keys of the result.
 */
export function parseQuery(query: string, limits: QueryLimits = {}): Record<string, QueryValue> {
  const depth = limits.depth ?? QUERY_DEPTH_LIMIT
  const arrayLimit = limits.arrayLimit ?? QUERY_ARRAY_LIMIT
  const parameterLimit = limits.parameterLimit ?? QUERY_PARAMETER_LIMIT
  const root = newLevel()
  root.listLike = false
  const text = query.startsWith('?') ? query.slice(1) : query
  for (const parameter of text.split('&', parameterLimit)) {
    if (!parameter) continue
    const equals = parameter.indexOf('=')
    const key = decode(equals === -1 ? parameter : parameter.slice(0, equals))
    if (!key) continue
    const value = equals === -1 ? '' : decode(parameter.slice(equals + 1))
    assign(root, keyPath(key, depth), value, arrayLimit)
  }
  return finish(root, arrayLimit) as Record<string, QueryValue>
}

function decode(text: string): string {
  const spaced = text.replaceAll('+', ' ')
  try {
    return decodeURIComponent(spaced)
  } catch {
    return spaced
  }
}

const BRACKETS = /\[[^[\]]*\]/g

// `a[b][]` → ['a', 'b', '']: the name before the first bracket, then up to `depth` bracketed parts, then
// whatever is left as one literal part.
function keyPath(key: string, depth: number): string[] {
  const first = key.search(/\[[^[\]]*\]/)
  if (first === -1) return [key]
  const path = first > 0 ? [key.slice(0, first)] : []
  BRACKETS.lastIndex = first
  let end = first
  for (let taken = 0; taken < depth; taken++) {
    const match = BRACKETS.exec(key)
    if (!match || match.index !== end) break
    path.push(match[0].slice(1, -1))
    end = BRACKETS.lastIndex
  }
  if (end < key.length) path.push(key.slice(end))
  return path
}

function assign(level: Level, path: string[], value: string, arrayLimit: number): void {
  const [head, ...rest] = path as [string, ...string[]]
  const key = keyIn(level, head, arrayLimit)
  const existing = level.entries.get(key)
  if (rest.length === 0) {
    if (existing === undefined) level.entries.set(key, value)
    else if (typeof existing === 'string') level.entries.set(key, listOf(existing, value))
    else existing.entries.set(keyIn(existing, '', arrayLimit), value)
    return
  }
  let child = existing
  if (child === undefined) child = newLevel()
  else if (typeof child === 'string') child = listOf(child)
  level.entries.set(key, child)
  assign(child, rest, value, arrayLimit)
}

function listOf(...values: string[]): Level {
  return { entries: new Map(values.map((value, index) => [String(index), value])), listLike: true, nextIndex: values.length }
}

// The key a path part names in `level`: '' appends, a small whole number is an index, anything else a name.
function keyIn(level: Level, part: string, arrayLimit: number): string {
  if (level.listLike && part === '') return String(level.nextIndex++)
  const index = /^(?:0|[1-9]\d*)$/.test(part) ? Number(part) : -1
  if (index >= 0 && index < arrayLimit) level.nextIndex = Math.max(level.nextIndex, index + 1)
  else level.listLike = false
  return part === '' ? String(level.nextIndex++) : part
}

function finish(level: Level | string, arrayLimit: number): QueryValue {
  if (typeof level === 'string') return level
  const entries = [...level.entries].map(([key, value]) => [key, finish(value, arrayLimit)] as const)
  if (level.listLike && level.nextIndex <= arrayLimit) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, value]) => value)
  }
  return Object.fromEntries(entries)
}
