// `ss-elements render`, the package's command, on a file, a folder and standard input. Needs dist/.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { repoRoot } from './helpers/demo-site.mjs'

const command = join(repoRoot, 'bin', 'ss-elements.mjs')
const work = mkdtempSync(join(tmpdir(), 'ss-elements-render-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const MENU = '<ss-menu><section data-title="Lunch"><p>Soup</p></section></ss-menu>'
const BROKEN = `<ss-accordion id="faq" data-block-json='{oops'></ss-accordion>`
const page = (body) => `<!doctype html><html><head><title>T</title></head><body>${body}</body></html>`
const RENDERED_MENU = /<ss-menu><template shadowrootmode="open"><link rel="stylesheet" href="\/dist\/styles\/ss-menu.css">.*Lunch.*<\/template><section data-title="Lunch">/

describe('ss-elements render', () => {
  it('renders a file to --out, warnings on stderr, the source untouched', () => {
    const source = join(work, 'page.html')
    writeFileSync(source, page(MENU + BROKEN))
    const result = spawnSync(process.execPath, [command, 'render', source, '--out', join(work, 'out.html')], { encoding: 'utf8' })
    expect(result.status).toBe(0)
    expect(result.stderr).toMatch(/page\.html: <ss-accordion id="faq"> left as written: data-block-json at \(root\)/)
    expect(readFileSync(join(work, 'out.html'), 'utf8')).toMatch(RENDERED_MENU)
    expect(readFileSync(source, 'utf8')).toBe(page(MENU + BROKEN))
  })

  it('renders every .html file of a folder into the --out folder, keeping the layout', () => {
    const site = join(work, 'site')
    mkdirSync(join(site, 'menu'), { recursive: true })
    writeFileSync(join(site, 'index.html'), page('<p>Home</p>'))
    writeFileSync(join(site, 'menu', 'index.html'), page(MENU))
    writeFileSync(join(site, 'notes.txt'), MENU)
    execFileSync(process.execPath, [command, 'render', site, '--out', join(work, 'built')])
    expect(readFileSync(join(work, 'built', 'index.html'), 'utf8')).toBe(page('<p>Home</p>'))
    expect(readFileSync(join(work, 'built', 'menu', 'index.html'), 'utf8')).toMatch(RENDERED_MENU)
    expect(() => readFileSync(join(work, 'built', 'notes.txt'))).toThrow()
  })

  it('reads standard input and writes standard output', () => {
    const output = execFileSync(process.execPath, [command, 'render', '--styles-base', '/assets/'], { input: page(MENU), encoding: 'utf8' })
    expect(output).toContain('<ss-menu><template shadowrootmode="open"><link rel="stylesheet" href="/assets/ss-menu.css">')
    expect(output.replace(/<template shadowrootmode="open">.*<\/template>/, '')).toBe(page(MENU))
  })

  it('preloads the chunks of each ss-elements module script, once, where the page serves dist/', () => {
    const scripts = '<script type="module" src="/dist/elements/ss-menu.js"></script><script type="module" src="/dist/elements/ss-accordion.js"></script>'
    const output = execFileSync(process.execPath, [command, 'render'], { input: page(scripts + '<script type="module" src="/js/site.js"></script>' + MENU), encoding: 'utf8' })
    const preloads = [...output.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map(([, href]) => href)
    const chunksOf = (entry) => [...readFileSync(join(repoRoot, 'dist', 'elements', entry), 'utf8').matchAll(/"\.\.\/(chunks\/[^"]+\.js)"/g)].map(([, chunk]) => `/dist/${chunk}`)
    expect(new Set(preloads)).toEqual(new Set([...chunksOf('ss-menu.js'), ...chunksOf('ss-accordion.js')]))
    expect(preloads).toHaveLength(new Set(preloads).size)
    expect(chunksOf('ss-menu.js').some((chunk) => chunk.includes('/react-'))).toBe(true)
    // Each link comes before the script that needs it.
    expect(output.indexOf('modulepreload')).toBeLessThan(output.indexOf('/dist/elements/ss-menu.js'))
  })

  it('explains its usage when the command is unknown', () => {
    const result = spawnSync(process.execPath, [command, 'draw'], { encoding: 'utf8' })
    expect(result.status).toBe(2)
    expect(result.stderr).toMatch(/^usage: ss-elements render/)
  })
})
