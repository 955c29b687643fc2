import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DATABASE_START_TIMEOUT_MS, removeFolder, startTestServer, temporaryFolder, type TestServer } from '../testing.ts'
import { serverRenderedPages } from './rendered-pages.ts'

let folder: string
let serverRendering: TestServer
let clientRendering: TestServer
const MENU_SHADOW_ROOT = '<ss-menu label="Restaurant menu"><template shadowrootmode="open"><link rel="stylesheet" href="/dist/styles/ss-menu.css">'
const PENDING_CSS = '<style data-pending-css>ss-share:not(:defined) { display: block; min-block-size: 2em }</style>'
const page = (body: string) => `<!doctype html><html lang="en"><head><title>Demo</title></head><body>${body}</body></html>`

beforeAll(async () => {
  folder = await temporaryFolder()
  const menuDemo = await readFile(new URL('../../elements/ss-menu/demo.html', import.meta.url), 'utf8')
  await mkdir(join(folder, 'site', 'ss-menu'), { recursive: true })
  await writeFile(join(folder, 'site', 'ss-menu', 'index.html'), page(menuDemo))
  await writeFile(join(folder, 'site', 'site.css'), 'ss-menu { display: block }')
  await mkdir(join(folder, 'site', 'ss-share'), { recursive: true })
  await writeFile(join(folder, 'site', 'ss-share', 'index.html'), page(`${PENDING_CSS}<p>Share it</p><ss-share></ss-share>`))
  const staticRoots = { site: [join(folder, 'site')], dist: join(folder, 'dist') }
  serverRendering = await startTestServer({ staticRoots, pageRender: 'server' })
  clientRendering = await startTestServer({ staticRoots, pageRender: 'client' })
}, DATABASE_START_TIMEOUT_MS)

afterAll(async () => {
  await serverRendering.close()
  await clientRendering.close()
  await removeFolder(folder)
})

describe('the demo pages, server-rendered', () => {
  it('sends a page with a declarative shadow root in every block, its light DOM as written', async () => {
    const response = await serverRendering.app.request('/ss-menu/')
    const html = await response.text()

    expect(response.status).toBe(200)
    expect(html).toContain(MENU_SHADOW_ROOT)
    expect(html.split('<template shadowrootmode="open">')).toHaveLength(5)
    expect(html.replace(/<template shadowrootmode="open">[\s\S]*?<\/template>/g, '')).toBe(
      await readFile(join(folder, 'site', 'ss-menu', 'index.html'), 'utf8'),
    )
  })

  it('sends the page as written with ?render=client, under an ETag of its own', async () => {
    const rendered = await serverRendering.app.request('/ss-menu/')
    const asWritten = await serverRendering.app.request('/ss-menu/?render=client')

    expect(await asWritten.text()).toBe(await readFile(join(folder, 'site', 'ss-menu', 'index.html'), 'utf8'))
    expect(asWritten.headers.get('etag')).not.toBe(rendered.headers.get('etag'))
    const revalidated = await serverRendering.app.request('/ss-menu/', { headers: { 'If-None-Match': rendered.headers.get('etag')! } })
    expect(revalidated.status).toBe(304)
  })

  it("drops the page's pending CSS, which the render makes unnecessary, and keeps it as written with ?render=client", async () => {
    const rendered = await (await serverRendering.app.request('/ss-share/')).text()
    expect(rendered).toContain('<p>Share it</p><ss-share><template shadowrootmode="open">')
    expect(rendered).not.toContain('data-pending-css')
    expect(await (await serverRendering.app.request('/ss-share/?render=client')).text()).toContain(PENDING_CSS)
  })

  it('leaves files other than pages alone', async () => {
    expect(await (await serverRendering.app.request('/site.css')).text()).toBe('ss-menu { display: block }')
  })
})

describe('the demo pages with SS_RENDER=client', () => {
  it('sends each page as written, and server-rendered when ?render=server asks', async () => {
    expect(await (await clientRendering.app.request('/ss-menu/')).text()).not.toContain('shadowrootmode')
    expect(await (await clientRendering.app.request('/ss-menu/?render=server')).text()).toContain(MENU_SHADOW_ROOT)
  })
})

describe('serverRenderedPages', () => {
  const request = (query: Record<string, string> = {}) => ({ path: '/broken/', query: (name: string) => query[name] }) as never
  const broken = Buffer.from(page(`<ss-accordion id="faq" data-block-json='{oops'></ss-accordion><ss-menu><section data-title="A"></section></ss-menu>`))

  it('renders each version of a file once, and reports the first page with a block left as written in one line', async () => {
    const log = vi.fn()
    const rewrite = serverRenderedPages('server', log)
    const first = await rewrite({ path: '/site/broken.html', contents: broken, etag: 'W/"1"' }, request())
    const again = await rewrite({ path: '/site/broken.html', contents: Buffer.from('changed, yet the same version'), etag: 'W/"1"' }, request())
    await rewrite({ path: '/site/other.html', contents: broken, etag: 'W/"1"' }, request())

    expect(again).toEqual(first)
    expect(first?.contents.toString()).toContain(`<ss-accordion id="faq" data-block-json='{oops'></ss-accordion><ss-menu><template shadowrootmode="open">`)
    expect(log.mock.calls).toEqual([[expect.stringMatching(/^server render: 1 block\(s\) of \/broken\/ left to the browser, e\.g\. <ss-accordion id="faq"> left as written/)]])
  })

  it('renders a new version of a file afresh', async () => {
    const rewrite = serverRenderedPages('server', () => {})
    await rewrite({ path: '/site/page.html', contents: broken, etag: 'W/"1"' }, request())
    const next = await rewrite({ path: '/site/page.html', contents: Buffer.from(page('<p>Plain</p>')), etag: 'W/"2"' }, request())

    expect(next?.contents.toString()).toBe(page('<p>Plain</p>'))
  })
})
