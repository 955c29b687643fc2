import { chunkName, entryFiles, fileSizes, staticImportClosure } from '../lib/dist-files.mjs'

/**
 * What a page that loads only one entry fetches: the entry and every chunk it imports statically. Each file
 * is its own request, so the gzip sizes add up per file. The autoloader's elements load later, on demand.
 */
export default {
  name: 'What a page with only this entry loads',
  run({ distDir }) {
    return entryFiles(distDir).map((entry) => {
      const files = staticImportClosure(distDir, entry)
      const sizes = files.map((file) => fileSizes(distDir, file))
      return {
        entry,
        files: files.length,
        imports: files.filter((file) => file !== entry).map(chunkName).join(', '),
        'raw (B)': sizes.reduce((sum, size) => sum + size.raw, 0),
        'gzip -9 (B)': sizes.reduce((sum, size) => sum + size.gzip, 0),
      }
    })
  },
}
