import { serve, type ServerType } from '@hono/node-server'
import { Agent, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newCrumb, useTestServer } from '../testing.ts'
import { MAX_BODY_BYTES } from './valid-body.ts'

const server = useTestServer()
let listening: ServerType
let port: number

beforeAll(async () => {
  listening = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => listening.once('listening', resolve))
  port = (listening.address() as AddressInfo).port
})

afterAll(() => new Promise((resolve) => listening.close(resolve)))

/** Posts 1 MB in 16 KB chunks (`Transfer-Encoding: chunked`, no length) over `agent`; resolves to the answer. */
function postChunkedMegabyte(path: string, agent: Agent): Promise<{ status: number | undefined; body: string }> {
  const crumb = newCrumb()
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, path, method: 'POST', agent, headers: { Cookie: `crumb=${crumb}`, 'X-CSRF-Token': crumb } },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode, body }))
      },
    )
    outgoing.on('error', reject)
    for (let sent = 0; sent < 1024 * 1024; sent += 16 * 1024) outgoing.write(Buffer.alloc(16 * 1024, 'a'))
    outgoing.end()
  })
}

describe('a streamed body over 64 KB', () => {
  it('is answered 413 every time, never a reset connection, also on a kept-alive connection that carried one before', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      // The reset came now and then: the server answered and closed while the client was still writing.
      for (let round = 0; round < 5; round++) {
        for (const path of ['/api/events/RecordJavascriptErrors', '/api/form/SaveFormSubmission', '/api/events/Trace']) {
          expect(await postChunkedMegabyte(path, agent)).toEqual({
            status: 413,
            body: JSON.stringify({ code: 'payloadTooLarge', error: `The request body is larger than ${MAX_BODY_BYTES} bytes.` }),
          })
        }
      }
    } finally {
      agent.destroy()
    }
  })

  it('is answered 413 on fresh connections too, many times over', async () => {
    const answers = []
    for (let round = 0; round < 10; round++) {
      const agent = new Agent({ keepAlive: false })
      try {
        answers.push((await postChunkedMegabyte('/api/form/SaveFormSubmission', agent)).status)
      } finally {
        agent.destroy()
      }
    }
    expect(answers).toEqual(Array(10).fill(413))
  })
})

describe('a body within the limit', () => {
  it('reaches its handler whole, streamed or not', async () => {
    const crumb = newCrumb()
    const body = JSON.stringify([{ event: 'error', data: { message: 'x'.repeat(40_000) }, timestamp: 1 }])
    const answer = await server.app.request('/api/events/RecordJavascriptErrors', {
      method: 'POST',
      headers: { Cookie: `crumb=${crumb}`, 'X-CSRF-Token': crumb, 'Content-Type': 'application/json' },
      body: new Blob([body]).stream(),
      duplex: 'half',
    } as RequestInit)
    expect(answer.status).toBeLessThan(300)
  })
})
