import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_START_TIMEOUT_MS, removeFolder, startTestServer, temporaryFolder, type TestServer } from '../testing.ts'

let folder: string
let server: TestServer

const files: Record<string, string> = {
  'demo/index.html': '<!doctype html><title>Home</title>',
  'demo/gallery/index.html': '<!doctype html><title>Gallery</title>',
  'demo/forms.html': '<!doctype html><title>Forms</title>',
  'demo/.env': 'SECRET=1',
  'demo/site.css': 'body{}',
  'generated/index.html': '<!doctype html><title>Generated home</title>',
  'dist/ss-elements.js': 'export const version = 1',
  'dist/ss-elements.js.map': '{"version":3}',
  'dist/custom-elements.json': '{"schemaVersion":"1.0.0"}',
  'dist/theme.css': ':root{}',
  'secret.txt': 'outside every root',
}

beforeAll(async () => {
  folder = await temporaryFolder()
  for (const [path, contents] of Object.entries(files)) {
    await mkdir(join(folder, path, '..'), { recursive: true })
    await writeFile(join(folder, path), contents)
  }
  server = await startTestServer({ staticRoots: { site: [join(folder, 'generated'), join(folder, 'demo')], dist: join(folder, 'dist') } })
}, DATABASE_START_TIMEOUT_MS)

afterAll(async () => {
  await server.close()
  await removeFolder(folder)
})

const get = (path: string) => server.app.request(path)

describe('the demo site', () => {
  it.each([
    ['/', 'Generated home'],
    ['/gallery/', 'Gallery'],
    ['/forms.html', 'Forms'],
  ])('serves %s as an HTML page', async (path, title) => {
    const response = await get(path)

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await response.text()).toContain(`<title>${title}</title>`)
  })

  it('looks for a file in each site folder in order', async () => {
    const response = await get('/site.css')

    expect(response.status).toBe(200)
    expect(await response.text()).toBe('body{}')
  })

  it('redirects a folder without its trailing slash, keeping the query', async () => {
    const response = await get('/gallery?view=grid')

    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/gallery/?view=grid')
  })

  it('answers an unknown path with a small 404 page', async () => {
    const response = await get('/no/such/page')

    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await response.text()).toContain('<h1>Not found</h1>')
  })

  it('does not serve dot-files', async () => {
    expect((await get('/.env')).status).toBe(404)
  })

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await get('/api/nothing/here')

    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ code: 'notFound' })
  })

  it('sends no CORS headers', async () => {
    const response = await server.app.request('/', { headers: { Origin: 'https://elsewhere.example' } })

    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('/dist/', () => {
  it.each([
    ['/dist/ss-elements.js', 'text/javascript; charset=utf-8'],
    ['/dist/ss-elements.js.map', 'application/json; charset=utf-8'],
    ['/dist/custom-elements.json', 'application/json; charset=utf-8'],
    ['/dist/theme.css', 'text/css; charset=utf-8'],
  ])('serves %s as %s, revalidated on every load', async (path, contentType) => {
    const response = await get(path)

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(contentType)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.text()).toBe(files[`dist/${path.slice('/dist/'.length)}`])
  })

  it('answers HEAD with the headers and no body', async () => {
    const response = await server.app.request('/dist/ss-elements.js', { method: 'HEAD' })

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await response.text()).toBe('')
  })
})

describe('path traversal', () => {
  it.each([
    '/dist/../secret.txt',
    '/dist/../../etc/passwd',
    '/dist/..%2fsecret.txt',
    '/dist/%2e%2e%2fsecret.txt',
    '/dist/..%5csecret.txt',
    '/..%2fsecret.txt',
    '/dist/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/dist/ss-elements.js%00.html',
    '/dist/%E0%A4%A',
  ])('refuses %s', async (path) => {
    const response = await get(path)

    expect(response.status).toBe(404)
    const body = await response.text()
    expect(body).not.toContain('outside every root')
    expect(body).not.toContain('root:')
  })

  it('refuses a raw request line the URL parser would not normalise', async () => {
    // app.request() builds a URL, which resolves `..`; a socket can deliver the path as sent.
    const request = new Request('http://localhost/placeholder')
    Object.defineProperty(request, 'url', { value: 'http://localhost/dist/../secret.txt' })

    const response = await server.app.fetch(request)

    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('outside every root')
  })
})
