// A React app bundled with esbuild that uses ss-elements: the package's `module` entries leave React to the app
// (a peer dependency), so the bundle holds one React, the app's; a page loading dist/ by <script> keeps its own.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { afterAll, expect, it } from 'vitest'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const project = mkdtempSync(join(tmpdir(), 'ss-elements-bundler-'))
afterAll(() => rmSync(project, { recursive: true, force: true }))

const APP = `
import { createRoot } from 'react-dom/client'
import { createElement } from 'react'
import 'ss-elements/elements/ss-gallery'
import { formatMoney } from 'ss-elements/core'
createRoot(document.getElementById('app')).render(createElement('p', null, formatMoney(1250, 'USD')))
`

it('bundles one copy of React, the app’s own, with an element and ss-elements/core', async () => {
  mkdirSync(join(project, 'node_modules'))
  for (const name of ['ss-elements', 'react', 'react-dom', 'scheduler']) {
    symlinkSync(name === 'ss-elements' ? repoRoot : join(repoRoot, 'node_modules', name), join(project, 'node_modules', name), 'dir')
  }
  writeFileSync(join(project, 'app.js'), APP)
  const { metafile } = await build({
    entryPoints: [join(project, 'app.js')],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: join(project, 'out'),
    metafile: true,
    logLevel: 'silent',
  })
  const inputs = Object.keys(metafile.inputs)
  const reactDomBuilds = inputs.filter((path) => /node_modules\/react-dom\/cjs\/react-dom-client\./.test(path))
  expect(reactDomBuilds).toHaveLength(1)
  expect(inputs.filter((path) => /(^|\/)dist\/chunks\/react-/.test(path))).toEqual([])
  expect(inputs.some((path) => path.includes('dist/bundler/elements/ss-gallery.js'))).toBe(true)
  expect(inputs.some((path) => path.includes('dist/bundler/core/index.js'))).toBe(true)
}, 60_000)
