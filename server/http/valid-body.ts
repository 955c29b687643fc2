import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import { problemException, problemResponse } from './problem.ts'
import { isStorableText, readStorableJson, unstorableTextMessage } from './storable-json.ts'

/** A page sends at most 20 error reports, each stack cut at 5000 characters; 64 KB holds that with room. */
export const MAX_BODY_BYTES = 64 * 1024

/**
 * How much of a body over the limit is read and thrown away before the 413 is sent. A client writing a body
 * reads no answer until it has written it all: answering and closing earlier resets the connection under it
 * (EPIPE or ECONNRESET instead of the 413). Past this bound the connection is closed anyway.
 */
export const MAX_DISCARDED_BODY_BYTES = 8 * 1024 * 1024

const payloadTooLarge = () => {
  const response = problemResponse(413, {
    code: 'payloadTooLarge',
    error: `The request body is larger than ${MAX_BODY_BYTES} bytes.`,
  })
  // A client reusing the connection must not send its next request after a body the server stopped reading.
  response.headers.set('Connection', 'close')
  return response
}

/**
 * Refuses bodies over {@link MAX_BODY_BYTES} with 413 before any handler reads them, whether or not they
 * declare a length. A body within the limit is read here and handed on as it came; one over it is read on
 * and discarded up to {@link MAX_DISCARDED_BODY_BYTES}, so that the client gets to read the 413.
 */
export const limitBodySize = createMiddleware(async (c, next) => {
  const body = c.req.raw.body
  if (!body) return next()
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength
    if (size > MAX_BODY_BYTES) {
      await discardRest(reader, size)
      return payloadTooLarge()
    }
    chunks.push(read.value)
  }
  c.req.raw = new Request(c.req.raw, { body: new Blob(chunks as BlobPart[]) })
  return next()
})

/** Reads what is left of a body until its end or the discard bound, then lets go of it. */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<void> {
  let size = alreadyRead
  try {
    while (size <= MAX_DISCARDED_BODY_BYTES) {
      const read = await reader.read()
      if (read.done) return
      size += read.value.byteLength
    }
    await reader.cancel()
  } catch {
    // The client went away: there is nobody to answer.
  }
}

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
