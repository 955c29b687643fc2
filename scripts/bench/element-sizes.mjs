// gzip size of what each element adds to a page beyond the chunks that elements share: its entry, its
// implementation (the chunk named after its tag, imported on first connect) and everything those import that no
// shared chunk holds. The element issues set their budgets on this figure ("its own code").
import { posix } from 'node:path'
import { chunkFiles, chunkName, fileSizes, jsFilesIn, staticImportClosure } from '../lib/dist-files.mjs'

// Loaded once per page, whichever elements it has: React, lit-html, the element class, zod, the modal layer and
// the page context the runtime reads anyway.
const SHARED = ['react', 'lit-html', 'element-class', 'shared', 'modal', 'page-context']


export default {
  name: 'Element sizes: its own code (gzip -9)',
  run({ distDir }) {
    return jsFilesIn(distDir, 'elements').map((entry) => {
      const tag = posix.basename(entry, '.js')
      const files = new Set(staticImportClosure(distDir, entry))
      // A stand-alone entry (the cookie banner's) holds its implementation; the chunk of that name is the one
      // dist/ss-elements.js loads.
      const standalone = ![...files].some((file) => chunkName(file) === 'element-class')
      for (const implementation of standalone ? [] : chunkFiles(distDir).filter((file) => chunkName(file) === tag)) {
        for (const file of staticImportClosure(distDir, implementation)) files.add(file)
      }
      const own = [...files].filter((file) => !SHARED.includes(chunkName(file)))
      return {
        element: tag,
        files: own.map(chunkName).join(', '),
        'gzip (B)': own.reduce((total, file) => total + fileSizes(distDir, file).gzip, 0),
      }
    })
  },
}
