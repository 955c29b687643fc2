// What a page that loads dist/ss-elements.js fetches before any element is used: the element classes and the
// runtime's start, never React, zod or lit-html (they come with the first element that needs them).
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { chunkName, staticImportClosure } from '../scripts/bench/dist-files.mjs'

const distDir = fileURLToPath(new URL('../dist', import.meta.url))

it('dist/ss-elements.js imports no implementation, React, zod or lit-html up front', () => {
  const names = staticImportClosure(distDir, 'ss-elements.js').map(chunkName)
  expect(names).toContain('element-class')
  for (const heavy of ['react', 'shared', 'lit-html', 'ss-accordion', 'ss-gallery', 'ss-form', 'ss-cookie-banner']) {
    expect(names, `${heavy} in ${names.join(', ')}`).not.toContain(heavy)
  }
})
