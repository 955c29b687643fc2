import { chunkFiles, entryFiles, fileSizes, stableName } from '../lib/dist-files.mjs'

/** Raw and gzip -9 size of every entry point and shared chunk in dist/. */
export default {
  name: 'Bundle sizes',
  run({ distDir }) {
    return [...entryFiles(distDir), ...chunkFiles(distDir)].map((file) => {
      const { raw, gzip } = fileSizes(distDir, file)
      return { file: stableName(file), 'raw (B)': raw, 'gzip -9 (B)': gzip }
    })
  },
}
