// What a bundler keeps of `ss-elements/core` (dist/core/index.js) when an app imports one name: each row bundles
// `import { name } from 'dist/core/index.js'` with esbuild (minified, tree-shaken) and weighs the result.
import { build } from 'esbuild'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const NAMES = ['formatMoney', 'priceText', 'linkCategory', 'parseColor', 'formatMessage', 'parseQuery', 'request', 'readPageContext']
const TARGETS = { formatMoney: 3 * 1024 }

export default {
  name: "ss-elements/core: what one imported name costs a bundled app (esbuild, minified, gzip -9)",
  async run({ distDir }) {
    const rows = []
    for (const name of NAMES) {
      const result = await build({
        stdin: { contents: `import { ${name} } from ${JSON.stringify(join(distDir, 'core', 'index.js'))}\nconsole.log(${name})`, resolveDir: distDir },
        bundle: true,
        minify: true,
        format: 'esm',
        write: false,
        logLevel: 'silent',
      })
      const bytes = result.outputFiles[0].contents
      const gzip = gzipSync(bytes, { level: 9 }).length
      const target = TARGETS[name]
      rows.push({
        import: name,
        'raw (B)': bytes.length,
        'gzip -9 (B)': gzip,
        target: target ? `≤ ${target / 1024} KB: ${gzip <= target ? 'met' : 'NOT met'}` : '',
      })
    }
    return rows
  },
}
