import { config, safeParse, util, type $ZodType, type output } from 'zod/v4/core'
import english from 'zod/v4/locales/en.js'

let messagesInstalled = false

/**
 * `safeParse` with messages in plain English: zod/mini leaves its locales out to stay small, and authors need
 * to read what is wrong. Installed on first use rather than on import, so that no bundler can drop it.
 */
export function validate<Schema extends $ZodType>(schema: Schema, value: unknown): util.SafeParseResult<output<Schema>> {
  if (!messagesInstalled) {
    config(english())
    messagesInstalled = true
  }
  return safeParse(schema, value)
}

/** A zod issue path as an author reads it: `fields[2].type`, or `(root)` for the whole value. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  if (path.length === 0) return '(root)'
  return path
    .map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : `${index ? '.' : ''}${String(segment)}`))
    .join('')
}
