import type { HttpBindings } from '@hono/node-server'
import type { Context } from 'hono'

/**
 * The address the request came from, when it came through a socket of the Node server: behind a proxy it is
 * the proxy's. A request handed to the app in-process (the tests' `app.request`) has none.
 */
export function clientAddress(c: Context): string | undefined {
  const address = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket.remoteAddress
  // A dual-stack socket names an IPv4 visitor `::ffff:a.b.c.d`.
  return address?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
}
