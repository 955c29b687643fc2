import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  asAdmin,
  DATABASE_START_TIMEOUT_MS,
  crumbSetBy,
  newCrumb,
  removeFolder,
  startTestServer,
  temporaryFolder,
  type TestServer,
} from '../testing.ts'
import { signedCrumbs } from './crumb.ts'

const foreign = signedCrumbs('another server').create()

function withSignatureChanged(crumb: string): string {
  const [nonce, signature = ''] = crumb.split('.')
  return `${nonce}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`
}

const errorsUrl = '/api/events/RecordJavascriptErrors'
const oneReport = JSON.stringify([{ event: 'error', data: { message: 'boom' }, timestamp: 1 }])

let folder: string
let server: TestServer

beforeAll(async () => {
  folder = await temporaryFolder()
  await mkdir(join(folder, 'demo'))
  await mkdir(join(folder, 'dist'))
  await writeFile(join(folder, 'demo', 'index.html'), '<!doctype html><title>Demo</title>')
  await writeFile(join(folder, 'dist', 'app.js'), 'export {}')
  server = await startTestServer({ staticRoots: { site: [join(folder, 'demo')], dist: join(folder, 'dist') } })
}, DATABASE_START_TIMEOUT_MS)

afterAll(async () => {
  await server.close()
  await removeFolder(folder)
})

describe('the crumb cookie', () => {
  it('is issued on the first page load, readable by the page script and sent with same-site requests', async () => {
    const response = await server.app.request('/')

    const setCookie = response.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^crumb=[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}; Path=\/; SameSite=Lax$/)
    expect(setCookie).not.toMatch(/HttpOnly/i)
  })

  it('is different for every visitor', async () => {
    const first = crumbSetBy(await server.app.request('/'))
    const second = crumbSetBy(await server.app.request('/'))

    expect(first).not.toBe(second)
  })

  it('is not re-issued when the request already carries one the server signed', async () => {
    const response = await server.app.request('/', { headers: { Cookie: `crumb=${newCrumb()}` } })

    expect(response.status).toBe(200)
    expect(crumbSetBy(response)).toBeUndefined()
  })

  it.each([
    ['made up', 'already-here'],
    ['signed with another key', signedCrumbs('another server').create()],
    ['with its signature changed', withSignatureChanged(newCrumb())],
  ])('is replaced on a page load when the one the request carries is %s', async (_, crumb) => {
    const response = await server.app.request('/', { headers: { Cookie: `crumb=${crumb}` } })

    expect(crumbSetBy(response)).toMatch(/^[\w-]{43}\.[\w-]{43}$/)
  })

  it('is not issued with scripts or API answers, only with pages', async () => {
    expect(crumbSetBy(await server.app.request('/dist/app.js'))).toBeUndefined()
    expect(crumbSetBy(await server.app.request(errorsUrl))).toBeUndefined()
  })
})

describe('an unsafe API request', () => {
  const post = (url: string, init: RequestInit) => server.app.request(url, { method: 'POST', body: oneReport, ...init })
  const abc = newCrumb()

  it.each([
    ['without a crumb cookie or token', {}],
    ['with a cookie but no token', { Cookie: `crumb=${abc}` }],
    ['with a token that does not match the cookie', { Cookie: `crumb=${abc}`, 'X-CSRF-Token': newCrumb() }],
    ['with a token but no cookie', { 'X-CSRF-Token': abc }],
    ['with a made-up crumb in both', { Cookie: 'crumb=abc', 'X-CSRF-Token': 'abc' }],
    ['with a crumb another key signed in both', { Cookie: `crumb=${foreign}`, 'X-CSRF-Token': foreign }],
  ])('%s is refused with crumbFail and a fresh crumb cookie', async (_, headers) => {
    const response = await post(errorsUrl, { headers })

    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ crumbFail: true, error: 'crumbFail' })
    expect(crumbSetBy(response)).toMatch(/^[\w-]{43}\.[\w-]{43}$/)
  })

  it('passes on the retry that sends the fresh crumb', async () => {
    const refused = await post(errorsUrl, { headers: { Cookie: 'crumb=stale', 'X-CSRF-Token': 'older' } })
    const fresh = crumbSetBy(refused)

    const retried = await post(errorsUrl, { headers: { Cookie: `crumb=${fresh}`, 'X-CSRF-Token': `${fresh}` } })

    expect(retried.status).toBe(204)
  })

  it('passes with the crumb in the query string', async () => {
    const response = await post(`${errorsUrl}?crumb=${abc}`, { headers: { Cookie: `crumb=${abc}` } })

    expect(response.status).toBe(204)
  })

  it('passes with the crumb in the X-CSRF-Token header', async () => {
    const response = await post(errorsUrl, { headers: { Cookie: `crumb=${abc}`, 'X-CSRF-Token': abc } })

    expect(response.status).toBe(204)
  })

  it('passes with the crumb as a form field', async () => {
    const form = new URLSearchParams({ crumb: abc, data: JSON.stringify([{ pageUrl: '/', type: 'view', data: {} }]) })

    const response = await post('/api/events/Trace', { headers: { Cookie: `crumb=${abc}` }, body: form })

    expect(response.status).toBe(204)
  })

  it('is refused when the form field crumb is wrong', async () => {
    const form = new URLSearchParams({ crumb: newCrumb(), data: '[]' })

    const response = await post('/api/events/Trace', { headers: { Cookie: `crumb=${abc}` }, body: form })

    expect(response.status).toBe(403)
  })

  it('does not need a crumb to read (GET is safe)', async () => {
    const response = await server.app.request(errorsUrl, asAdmin())

    expect(response.status).toBe(200)
  })
})
