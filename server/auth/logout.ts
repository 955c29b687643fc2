import { Hono } from 'hono'

/**
 * `POST /api/auth/Logout`, which the runtime calls on Shift+Escape. The reference server keeps no accounts,
 * so there is no session to end: it answers as a real one does, and the page goes on to the logout notice.
 */
export function logoutRoutes(): Hono {
  return new Hono().post('/', (c) => c.body(null, 204))
}
