// What a page fetches before its elements draw. Through dist/ss-elements.js: the element classes and the
// runtime's start, never React, zod or lit-html (they come with the first element that needs them).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { chunkFiles, chunkName, entryFiles, staticImportClosure } from '../scripts/lib/dist-files.mjs'
import { moduleGraph } from '../scripts/lib/module-graph.mjs'

const distDir = fileURLToPath(new URL('../dist', import.meta.url))

it('dist/ss-elements.js imports no implementation, React, zod or lit-html up front', () => {
  const names = staticImportClosure(distDir, 'ss-elements.js').map(chunkName)
  expect(names).toContain('element-class')
  for (const heavy of ['react', 'shared', 'lit-html', 'ss-accordion', 'ss-gallery', 'ss-form', 'ss-cookie-banner']) {
    expect(names, `${heavy} in ${names.join(', ')}`).not.toContain(heavy)
  }
})

// A browser sends at most six requests at a time to one server over HTTP/1.1: more files would wait for a
// second round (the gallery's own file once imported fourteen, and drew a 1,000-slide slider about 70 ms later).
it("an element's own file imports at most six files, which come in one round of requests", () => {
  for (const tag of ['ss-gallery', 'ss-accordion']) {
    const imports = staticImportClosure(distDir, `elements/${tag}.js`).slice(1)
    expect(imports.length, `${tag}: ${imports.map(chunkName).join(', ')}`).toBeLessThanOrEqual(6)
  }
})

// Chromium compiles a file with this first line while it downloads, off the main thread (rollup.config.mjs).
it('every file a page loads by script starts with the compile hint; the files for an app bundler do not', () => {
  const firstLine = (file) => readFileSync(join(distDir, file), 'utf8').split('\n', 1)[0]
  const pageFiles = [...entryFiles(distDir), ...chunkFiles(distDir)]
  expect(pageFiles.filter((file) => firstLine(file) !== '//# allFunctionsCalledOnLoad')).toEqual([])
  const bundlerDir = join(distDir, 'bundler')
  const bundlerFiles = [...entryFiles(bundlerDir), ...chunkFiles(bundlerDir)].map((file) => join('bundler', file))
  expect(bundlerFiles.length).toBeGreaterThan(0)
  expect(bundlerFiles.filter((file) => firstLine(file).includes('allFunctionsCalledOnLoad'))).toEqual([])
})

// A template reads ss-elements/preloads.json to write a page's `<link rel="modulepreload">` (docs/installing.md).
it('ss-elements/preloads.json lists every chunk each entry imports, and loads as the guide shows', () => {
  const script = `import preloads from 'ss-elements/preloads.json' with { type: 'json' }; console.log(JSON.stringify(preloads))`
  const preloads = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: join(distDir, '..'), encoding: 'utf8' }))
  expect(preloads).toEqual(moduleGraph(distDir))
  expect(Object.keys(preloads)).toEqual(expect.arrayContaining(entryFiles(distDir)))
  expect(preloads['elements/ss-gallery.js'].map(chunkName)).toEqual(expect.arrayContaining(['element-class', 'react', 'ss-gallery']))
  expect(preloads['lite/elements/ss-gallery.js'].every((chunk) => chunk.startsWith('lite/chunks/'))).toBe(true)
  expect(preloads['ss-elements.js'].map(chunkName)).not.toContain('react')
})
