// `ss-elements/eleventy` in a real Eleventy build of a small site (test/fixtures/eleventy-site/), the package
// installed as a site installs it (node_modules/ss-elements). Needs dist/.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repoRoot } from './helpers/demo-site.mjs'

const fixture = join(repoRoot, 'test', 'fixtures', 'eleventy-site')
const site = mkdtempSync(join(tmpdir(), 'ss-elements-eleventy-'))
afterAll(() => rmSync(site, { recursive: true, force: true }))

/** @type {import('node:child_process').SpawnSyncReturns<string>} */
let build
beforeAll(() => {
  cpSync(fixture, site, { recursive: true })
  mkdirSync(join(site, 'node_modules'))
  symlinkSync(repoRoot, join(site, 'node_modules', 'ss-elements'), 'dir')
  const { FORCE_COLOR, ...env } = process.env // plain text from Eleventy's logger, whatever the terminal
  build = spawnSync(process.execPath, [join(repoRoot, 'node_modules', '@11ty', 'eleventy', 'cmd.cjs')], { cwd: site, encoding: 'utf8', env: { ...env, NO_COLOR: '1' } })
}, 30_000)

const output = (path) => readFileSync(join(site, '_site', path), 'utf8')
/** A page's source below its front matter: what the layout places in the body. */
const pageBody = (path) => readFileSync(join(fixture, path), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '').trim()
const withoutShadowRoots = (html) => html.replace(/<template shadowrootmode="open">[\s\S]*?<\/template>/g, '')

describe('the Eleventy plugin', () => {
  it('builds the site, reporting the block it left as written with its output path', () => {
    expect(build.status, build.stderr).toBe(0)
    expect(build.stderr).toMatch(/\[ss-elements\] \.\/_site\/menu\/index\.html: <ss-accordion id="allergens"> left as written: data-block-json at \(root\): Invalid JSON/)
    expect(build.stderr.match(/left as written/g)).toHaveLength(1)
  })

  it('gives every block a declarative shadow root linking its stylesheet under /ss-elements/styles/', () => {
    expect(output('index.html')).toMatch(/<ss-accordion data-block-json='\{"expandFirst": true\}'><template shadowrootmode="open"><link rel="stylesheet" href="\/ss-elements\/styles\/ss-accordion\.css">/)
    expect(output('menu/index.html')).toMatch(
      /<ss-menu label="Our menu"><template shadowrootmode="open"><link rel="stylesheet" href="\/ss-elements\/styles\/ss-menu\.css"><div part="tablist" role="tablist" aria-label="Our menu"><button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>Breakfast<\/button>/,
    )
  })

  it('leaves every light DOM, and the bad block whole, exactly as the pages wrote them', () => {
    expect(withoutShadowRoots(output('index.html'))).toContain(pageBody('index.njk'))
    expect(withoutShadowRoots(output('menu/index.html'))).toContain(pageBody('menu/index.njk'))
    expect(output('menu/index.html')).toContain(`<ss-accordion id="allergens" data-block-json='{"expandFirst": tru'>\n  <details>`)
  })

  it('copies the package’s browser files into the site, where the layout loads them', () => {
    expect(output('index.html')).toContain('<script type="module" src="/ss-elements/ss-elements.js">')
    expect(output('ss-elements/ss-elements.js')).toBe(readFileSync(join(repoRoot, 'dist', 'ss-elements.js'), 'utf8'))
    expect(output('ss-elements/styles/ss-menu.css')).toBe(readFileSync(join(repoRoot, 'dist', 'styles', 'ss-menu.css'), 'utf8'))
  })
})
