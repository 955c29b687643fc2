import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import { problemException, problemResponse } from './problem.ts'
import { isStorableText, readStorableJson, unstorableTextMessage } from './storable-json.ts'

/** A page sends at most 20 error reports, each stack cut at 5000 characters; 64 KB holds that with room. */
export const MAX_BODY_BYTES = 64 * 1024

/**
 * Refuses bodies over {@link MAX_BODY_BYTES} with 413 before anything reads them. The answer closes the
 * connection: a streamed body is refused before its end, and a client reusing the connection would send its
 * next request after the rest of that body and have the connection reset.
 */
export const limitBodySize = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    const response = problemResponse(413, {
      code: 'payloadTooLarge',
      error: `The request body is larger than ${MAX_BODY_BYTES} bytes.`,
    })
    response.headers.set('Connection', 'close')
    return response
  },
})

/** Turns a request body into a value for the schema to check; throws a problem when the body cannot be read. */
export type BodyDecoder = (c: Context) => Promise<unknown>

/** Whether the body is a form, as `navigator.sendBeacon` sends URLSearchParams and FormData. */
export function isFormBody(c: Context): boolean {
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(c.req.header('content-type') ?? '')
}

/**
 * The body as form fields; throws a 400 problem when it claims to be multipart but is not, or when a field
 * holds text the database cannot store.
 */
export async function formBody(c: Context): Promise<Record<string, unknown>> {
  const form = await uncheckedFormBody(c)
  for (const [name, value] of Object.entries(form)) {
    if (!isStorableText(name) || (typeof value === 'string' && !isStorableText(value))) {
      throw problemException(400, { code: 'unstorableText', error: unstorableTextMessage('The form', name) })
    }
  }
  return form
}

/** The body as form fields, whatever text they hold; throws a 400 problem when it is not a readable form. */
export async function uncheckedFormBody(c: Context): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody()
  } catch {
    throw problemException(400, { code: 'malformedForm', error: 'The request body is not a readable form.' })
  }
}

/** The body as JSON, whatever its content type (a beacon may send JSON as text/plain). */
export const jsonBody: BodyDecoder = async (c) => parseJson(await c.req.text())

/** `text` as JSON the database can store (see `readStorableJson`); throws a 400 problem otherwise. */
export function parseJson(text: string): unknown {
  const reading = readStorableJson(text, 'The request body')
  if (!reading.ok) throw problemException(400, { code: reading.code, error: reading.error })
  return reading.value
}

/**
 * Decodes the body, checks it against `schema` and hands the result to the handler as `c.get('body')`;
 * answers 400 `invalidRequest` listing every mismatch otherwise.
 */
export function validBody<Schema extends z.ZodType>(schema: Schema, decode: BodyDecoder) {
  return createMiddleware<{ Variables: { body: z.output<Schema> } }>(async (c, next) => {
    const result = schema.safeParse(await decode(c))
    if (!result.success) {
      throw problemException(400, {
        code: 'invalidRequest',
        error: `The request body does not match what this endpoint accepts:\n${z.prettifyError(result.error)}`,
      })
    }
    c.set('body', result.data)
    await next()
  })
}
