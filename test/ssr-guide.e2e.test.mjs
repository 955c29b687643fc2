// docs/ssr.md's server examples run as written: each ```js block that ends with `export default app` is written
// to a module inside the package (so that `ss-elements/server` resolves to dist/, as in a site) and asked for `/`.
// Needs dist/.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { repoRoot } from './helpers/demo-site.mjs'

const guide = readFileSync(join(repoRoot, 'docs', 'ssr.md'), 'utf8')
const servers = [...guide.matchAll(/```js\n([\s\S]*?)```/g)].map(([, code]) => code).filter((code) => code.trimEnd().endsWith('export default app'))
const folder = join(repoRoot, 'dist', 'test-pages', 'ssr-guide')
mkdirSync(folder, { recursive: true })
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('the server examples of docs/ssr.md', () => {
  it('has one', () => expect(servers).toHaveLength(1))

  it.each(servers.map((code, index) => [index, code]))('example %i answers its page with the blocks rendered', async (index, code) => {
    const file = join(folder, `server-${index}.mjs`)
    writeFileSync(file, code)
    const { default: app } = await import(pathToFileURL(file).href)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})

    const response = await app.request('/')
    const html = await response.text()

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(html).toMatch(/<ss-menu label="Opening hours"><template shadowrootmode="open"><link rel="stylesheet" href="\/assets\/ss-elements\/styles\/ss-menu\.css"><div part="tablist" role="tablist"/)
    expect(html.replace(/<template shadowrootmode="open">[\s\S]*?<\/template>/, '')).toContain('<ss-menu label="Opening hours">\n  <section data-title="Weekdays">')
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })
})
