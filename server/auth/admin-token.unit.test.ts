import { describe, expect, it } from 'vitest'
import { asAdmin, TEST_SECRETS, useTestServer } from '../testing.ts'

const server = useTestServer()

/** One address per route that reads stored visitor data. */
const visitorDataReads = [
  '/api/form/submissions?formId=contact',
  '/api/form/submissions?formId=contact&format=csv',
  '/api/form/subscribers',
  '/api/consent/records',
  '/api/events/RecordJavascriptErrors',
  '/api/events/Trace',
  '/api/stats/summary?days=7',
]

describe.each(visitorDataReads)('GET %s', (path) => {
  it.each([
    ['no Authorization header', {}],
    ['a wrong token', { Authorization: 'Bearer not-the-admin-token' }],
    ['the token with another scheme', { Authorization: `Basic ${TEST_SECRETS.adminToken}` }],
    ['the token with a character more', { Authorization: `Bearer ${TEST_SECRETS.adminToken}x` }],
    ['an empty bearer', { Authorization: 'Bearer ' }],
  ])('answers 401 to %s, and shows no data', async (_, headers) => {
    const response = await server.app.request(path, { headers })

    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="ss-elements"')
    expect(await response.json()).toEqual({
      code: 'adminTokenRequired',
      error: 'Reading stored visitor data needs the admin token: send Authorization: Bearer <token>.',
    })
  })

  it('answers 200 with the admin token', async () => {
    expect((await server.app.request(path, asAdmin())).status).toBe(200)
  })
})

describe('another spelling of a read of visitor data', () => {
  it.each([
    '/api/form/submissions/?formId=contact',
    '/api//form/submissions?formId=contact',
    '/API/form/submissions?formId=contact',
    '/api/form/%73ubmissions?formId=contact',
    '/api/form/./submissions?formId=contact',
    '/api/stats/summary/',
    '/api/stats//summary',
    '/api/consent/records/',
  ])('%s shows no data without the token', async (path) => {
    const response = await server.app.request(path)

    expect([401, 404]).toContain(response.status)
  })

  it('HEAD answers 401 without the token', async () => {
    expect((await server.app.request('/api/form/subscribers', { method: 'HEAD' })).status).toBe(401)
  })
})
