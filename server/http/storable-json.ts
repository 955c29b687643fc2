/**
 * How deep a request's JSON may nest. Pages send a few levels; the limit keeps the recursive readers after the
 * parser (the schema check, `JSON.stringify`, Postgres' jsonb) from running out of stack on a hostile body.
 */
export const MAX_JSON_DEPTH = 64

export type JsonProblemCode = 'malformedJson' | 'jsonTooDeep' | 'unstorableText'

export type JsonReading = { ok: true; value: unknown } | { ok: false; code: JsonProblemCode; error: string }

/**
 * Parses `text` as JSON that the database can store: nested at most {@link MAX_JSON_DEPTH} levels, and no
 * string or key holding a NUL character or a lone UTF-16 surrogate, which Postgres refuses in text and jsonb.
 * Such input is refused rather than cleaned, so that what is stored is what was sent. `subject` names the text
 * in the messages ("The request body").
 */
export function readStorableJson(text: string, subject: string): JsonReading {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return { ok: false, code: 'malformedJson', error: `${subject} is not valid JSON: ${(error as Error).message}` }
  }
  // Iterative, so that checking a deep body cannot overflow the stack either.
  const pending: Array<{ value: unknown; depth: number; path: string }> = [{ value, depth: 0, path: '' }]
  for (let item = pending.pop(); item; item = pending.pop()) {
    if (typeof item.value === 'string') {
      if (!isStorableText(item.value)) return unstorable(subject, item.path)
      continue
    }
    if (typeof item.value !== 'object' || item.value === null) continue
    if (item.depth >= MAX_JSON_DEPTH) {
      return { ok: false, code: 'jsonTooDeep', error: `${subject} is nested more than ${MAX_JSON_DEPTH} levels deep.` }
    }
    for (const [key, child] of Object.entries(item.value)) {
      const path = Array.isArray(item.value) ? `${item.path}[${key}]` : `${item.path}.${key}`
      if (!isStorableText(key)) return unstorable(subject, item.path)
      pending.push({ value: child, depth: item.depth + 1, path })
    }
  }
  return { ok: true, value }
}

/** A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** Whether Postgres can store `text`: no NUL character, no lone surrogate. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text)
}

export function unstorableTextMessage(subject: string, path = ''): string {
  const where = path ? ` at ${path.replace(/^\./, '')}` : ''
  return `${subject} holds a NUL character or a lone UTF-16 surrogate${where}, which cannot be stored.`
}

function unstorable(subject: string, path: string): JsonReading {
  return { ok: false, code: 'unstorableText', error: unstorableTextMessage(subject, path) }
}
