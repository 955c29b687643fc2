import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** The JSON body of every API error: a stable `error` code for programs and a sentence for people (000 §8). */
export interface Problem {
  error: string
  message: string
}

export function problemResponse(status: ContentfulStatusCode, problem: Problem): Response {
  return Response.json(problem, { status })
}

/** Ends the request with a JSON problem; thrown from validation so handlers only see valid input. */
export function problemException(status: ContentfulStatusCode, problem: Problem): HTTPException {
  return new HTTPException(status, { res: problemResponse(status, problem) })
}
