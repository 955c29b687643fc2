import { mkdir, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
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
  'dist/elements/ss-form.js': `export const fields = [${'"a field", '.repeat(400)}]`,
  'dist/chunks/react-Bx3_k-9Q.js': `export const react = '${'react '.repeat(400)}'`,
  'dist/chunks/react-Bx3_k-9Q.js.map': '{"version":3}',
  'dist/images/photo.png': 'PNG '.repeat(400),
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

describe('compression', () => {
  const script = files['dist/elements/ss-form.js'] ?? ''
  const fetchScript = (acceptEncoding?: string) =>
    server.app.request('/dist/elements/ss-form.js', { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } })
  const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer())

  it('sends brotli to a browser that accepts it, with the length of what it sends', async () => {
    const response = await fetchScript('gzip, deflate, br, zstd')
    const body = await bytes(response)

    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(response.headers.get('content-length')).toBe(String(body.length))
    expect(body.length).toBeLessThan(script.length / 10)
    expect(brotliDecompressSync(body).toString()).toBe(script)
  })

  it('sends gzip when brotli is not accepted or refused with q=0', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0, gzip;q=0.8', 'br;q=0, *']) {
      const response = await fetchScript(acceptEncoding)

      expect(response.headers.get('content-encoding')).toBe('gzip')
      expect(gunzipSync(await bytes(response)).toString()).toBe(script)
    }
  })

  it('sends the file as it is when the request accepts no encoding the server has', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate', 'gzip;q=0, br;q=0']) {
      const response = await fetchScript(acceptEncoding)

      expect(response.headers.get('content-encoding')).toBeNull()
      expect(response.headers.get('vary')).toBe('Accept-Encoding')
      expect(response.headers.get('content-length')).toBe(String(script.length))
      expect(await response.text()).toBe(script)
    }
  })

  it('compresses HTML pages, CSS and JSON too', async () => {
    for (const path of ['/', '/site.css', '/dist/custom-elements.json']) {
      const response = await server.app.request(path, { headers: { 'Accept-Encoding': 'gzip' } })
      const body = await bytes(response)
      // These fixtures are too small to shrink: the server keeps what would grow.
      const shrinks = response.headers.get('content-encoding') === 'gzip'

      expect(response.headers.get('vary')).toBe('Accept-Encoding')
      expect((shrinks ? gunzipSync(body) : body).toString()).not.toBe('')
    }
  })

  it('does not compress an image', async () => {
    const response = await server.app.request('/dist/images/photo.png', { headers: { 'Accept-Encoding': 'br, gzip' } })

    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('vary')).toBeNull()
    expect(await response.text()).toBe(files['dist/images/photo.png'])
  })

  it('compresses a rebuilt file again', async () => {
    const path = join(folder, 'dist/elements/ss-rebuilt.js')
    await writeFile(path, `export const build = 1 // ${'x'.repeat(500)}`)
    const first = await server.app.request('/dist/elements/ss-rebuilt.js', { headers: { 'Accept-Encoding': 'br' } })
    await writeFile(path, `export const build = 2 // ${'y'.repeat(600)}`)
    await utimes(path, new Date(), new Date(Date.now() + 5000))
    const second = await server.app.request('/dist/elements/ss-rebuilt.js', { headers: { 'Accept-Encoding': 'br' } })

    expect(brotliDecompressSync(await bytes(first)).toString()).toContain('build = 1')
    expect(brotliDecompressSync(await bytes(second)).toString()).toContain('build = 2')
  })
})

describe('caching', () => {
  it.each(['/dist/chunks/react-Bx3_k-9Q.js', '/dist/chunks/react-Bx3_k-9Q.js.map'])(
    'lets browsers keep %s, named by its hash, for a year without asking',
    async (path) => {
      const response = await get(path)

      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    },
  )

  it.each(['/dist/ss-elements.js', '/dist/elements/ss-form.js', '/', '/site.css'])('has browsers revalidate %s', async (path) => {
    expect((await get(path)).headers.get('cache-control')).toBe('no-cache')
  })

  it('answers a revalidation of an unchanged file with 304 and no body', async () => {
    const first = await get('/dist/ss-elements.js')
    const etag = first.headers.get('etag') ?? ''

    const again = await server.app.request('/dist/ss-elements.js', { headers: { 'If-None-Match': etag } })

    expect(etag).toMatch(/^W\/".+"$/)
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(await again.text()).toBe('')
  })

  it('sends the file again when the browser holds another version', async () => {
    const response = await server.app.request('/dist/ss-elements.js', { headers: { 'If-None-Match': 'W/"an-old-version"' } })

    expect(response.status).toBe(200)
    expect(await response.text()).toBe(files['dist/ss-elements.js'])
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
