import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import { problemException, problemResponse } from './problem.ts'

/** 000 §9 caps what a page may send (20 error reports, 5000-character stacks); 64 KB holds that with room. */
export const MAX_BODY_BYTES = 64 * 1024

/** Refuses bodies over {@link MAX_BODY_BYTES} with 413 before anything reads them. */
export const limitBodySize = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    const r = problemResponse(413, {
      code: 'payloadTooLarge',
      error: `The request body is larger than ${MAX_BODY_BYTES} bytes.`,
    })
    r.headers.set('Connection', 'close')
    return r
  },
})

/** Turns a request body into a value for the schema to check; throws a problem when the body cannot be read. */
export type BodyDecoder = (c: Context) => Promise<unknown>

/** Whether the body is a form, as `navigator.sendBeacon` sends URLSearchParams and FormData. */
export function isFormBody(c: Context): boolean {
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(c.req.header('content-type') ?? '')
}

/** The body as form fields; throws a 400 problem when it claims to be multipart but is not. */
export async function formBody(c: Context): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody()
  } catch {
    throw problemException(400, { code: 'malformedForm', error: 'The request body is not a readable form.' })
  }
}

/** The body as JSON, whatever its content type (a beacon may send JSON as text/plain). */
export const jsonBody: BodyDecoder = async (c) => parseJson(await c.req.text())

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch (error) {
    throw problemException(400, {
      code: 'malformedJson',
      error: `The request body is not valid JSON: ${(error as Error).message}`,
    })
  }
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
