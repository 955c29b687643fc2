import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * The JSON body of every API error: `error`, the sentence a client shows (the data layer and the form read
 * `data.error` as text), and `code`, stable for programs.
 */
export interface Problem {
  code: string
  error: string
}

export function problemResponse(status: ContentfulStatusCode, problem: Problem): Response {
  return Response.json(problem, { status })
}

/** Ends the request with a JSON problem; thrown from validation so handlers only see valid input. */
export function problemException(status: ContentfulStatusCode, problem: Problem): HTTPException {
  return new HTTPException(status, { res: problemResponse(status, problem) })
}
