import type { Context } from 'hono'
import { z } from 'zod'
import { problemException } from './problem.ts'

/** The request's query checked against `schema`; throws a 400 `invalidRequest` problem listing every mismatch. */
export function validQuery<Schema extends z.ZodType>(c: Context, schema: Schema): z.output<Schema> {
  const parsed = schema.safeParse(c.req.query())
  if (!parsed.success) {
    throw problemException(400, {
      code: 'invalidRequest',
      error: `The query does not match what this endpoint accepts:\n${z.prettifyError(parsed.error)}`,
    })
  }
  return parsed.data
}
