// Server rendering: a page's server (Next.js, Astro, a plain Node template) may import the library to render the
// light DOM. Every entry of dist/ imports in Node, where there is no DOM, without throwing and without defining
// anything; the elements upgrade in the browser.
import { fileURLToPath, pathToFileURL } from 'node:url'
import { expect, it } from 'vitest'
import { entryFiles } from '../scripts/lib/dist-files.mjs'

const distDir = fileURLToPath(new URL('../dist', import.meta.url))

it.each(entryFiles(distDir))('dist/%s imports in Node', async (entry) => {
  expect(globalThis.document).toBeUndefined()
  const module = await import(pathToFileURL(`${distDir}/${entry}`).href)
  expect(module).toBeTypeOf('object')
  expect(globalThis.customElements).toBeUndefined()
})

it('an element class imported in Node still names its tag, for server-side markup', async () => {
  const { SsAccordion } = await import(pathToFileURL(`${distDir}/elements/ss-accordion.js`).href)
  expect(SsAccordion.tag).toBe('ss-accordion')
  expect(() => SsAccordion.define()).not.toThrow()
})
