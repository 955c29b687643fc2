// Versions 1 to 8 with the RFC 9562 variant, plus the nil and max UUIDs, in either case.
const UUID_PATTERN =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/i

/** Whether `text` is a UUID written as 8-4-4-4-12 hex digits, of versions 1 to 8, nil or max. */
export function isUuid(text: unknown): text is string {
  return typeof text === 'string' && UUID_PATTERN.test(text)
}

/** `text` itself when it is a UUID (see `isUuid`), else a `TypeError` 'Stringified UUID is invalid'. */
export function assertUuid(text: unknown): string {
  if (!isUuid(text)) throw new TypeError('Stringified UUID is invalid')
  return text
}
