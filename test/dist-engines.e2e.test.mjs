// Which React each build of dist/ carries: React 19 itself in the default files, Preact's React API in dist/lite/,
// the same entries in both; and a page that loads React loads it once, whichever entries it uses.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { chunkFiles, chunkName, entryFiles, staticImportClosure } from '../scripts/lib/dist-files.mjs'

const distDir = fileURLToPath(new URL('../dist', import.meta.url))
const liteDir = join(distDir, 'lite')

/** The text of the one `react` chunk of a build. */
function reactChunk(dir) {
  const files = chunkFiles(dir).filter((file) => chunkName(file) === 'react')
  expect(files, `react chunks of ${dir}`).toHaveLength(1)
  return readFileSync(join(dir, files[0]), 'utf8')
}

// React 19 marks its elements with Symbol.for('react.transitional.element'); Preact 11 its vnodes with Symbol.for('pv').
const REACT_19 = 'react.transitional.element'
const PREACT = 'Symbol.for("pv")'

it('draws with React 19 itself in the default files', () => {
  const chunk = reactChunk(distDir)
  expect(chunk).toContain(REACT_19)
  expect(chunk).toContain('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE')
  expect(chunk).not.toContain(PREACT)
})

it("draws with Preact's React API in dist/lite/, which has the same entries", () => {
  const chunk = reactChunk(liteDir)
  expect(chunk).toContain(PREACT)
  expect(chunk).not.toContain(REACT_19)
  expect(entryFiles(liteDir)).toEqual(entryFiles(distDir))
})

it('has one React for a page, however many element entries it loads', () => {
  for (const dir of [distDir, liteDir]) {
    const entries = ['ss-elements.js', 'elements/ss-gallery.js', 'elements/ss-form.js', 'elements/ss-lock-screen.js']
    const reactFiles = new Set(entries.flatMap((entry) => staticImportClosure(dir, entry)).filter((file) => chunkName(file) === 'react'))
    expect(reactFiles.size, dir).toBe(1)
  }
})
