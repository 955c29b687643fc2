import { createHash, timingSafeEqual } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { problemResponse } from '../http/problem.ts'

/**
 * Lets a request through only with `Authorization: Bearer <token>`; answers 401 otherwise. Both sides are
 * hashed first, so that the comparison takes the same time whatever was sent, its length included.
 */
export function requireAdminToken(token: string): MiddlewareHandler {
  const expected = digest(token)
  return async (c, next) => {
    const presented = /^Bearer +(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
    if (presented !== undefined && timingSafeEqual(digest(presented), expected)) return next()
    const response = problemResponse(401, {
      code: 'adminTokenRequired',
      error: 'Reading stored visitor data needs the admin token: send Authorization: Bearer <token>.',
    })
    response.headers.set('WWW-Authenticate', 'Bearer realm="ss-elements"')
    return response
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest()
}
