// gzip size of what each element adds to a page beyond the chunks that elements share: its entry, its
// implementation (imported on first connect) and everything those import that no shared chunk holds. The
// element issues set their budgets on this figure ("its own code").
import { readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { chunkName, fileSizes, jsFilesIn, staticImportClosure } from './dist-files.mjs'

// Loaded once per page, whichever elements it has: React, lit-html, the element class, zod, the modal layer and
// the page context the runtime reads anyway.
const SHARED = ['react', 'lit-html', 'element-class', 'shared', 'modal', 'page-context']

const IMPLEMENTATION_IMPORT = /import\("(\.\.\/chunks\/[^"]+)"\)/

export default {
  name: 'Element sizes: its own code (gzip -9)',
  run({ distDir }) {
    return jsFilesIn(distDir, 'elements').map((entry) => {
      const implementation = readFileSync(join(distDir, entry), 'utf8').match(IMPLEMENTATION_IMPORT)?.[1]
      const files = new Set(staticImportClosure(distDir, entry))
      if (implementation) for (const file of staticImportClosure(distDir, posix.join('elements', implementation))) files.add(file)
      const own = [...files].filter((file) => !SHARED.includes(chunkName(file)))
      return {
        element: posix.basename(entry, '.js'),
        files: own.map(chunkName).join(', '),
        'gzip (B)': own.reduce((total, file) => total + fileSizes(distDir, file).gzip, 0),
      }
    })
  },
}
