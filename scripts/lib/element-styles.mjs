// dist/styles/<tag>.css: each element's styles as a file, the very text its shadow root adopts (the host base
// styles every element shares, then its implementation's `styles`), so that a server-rendered page links them
// (`<link rel="stylesheet">`) under `style-src 'self'`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { elementTags } from './element-index.mjs'

/** Each element's adopted styles, by tag, read from its implementation (bundled for Node, its packages external). */
export async function readElementStyles(root) {
  const tags = elementTags(root)
  const entry = [
    `import { hostStyles } from './core/dom/host-styles.ts'`,
    ...tags.map((tag, index) => `import implementation${index} from './elements/${tag}/implementation.ts'`),
    `export default { ${tags.map((tag, index) => `'${tag}': hostStyles + implementation${index}.styles`).join(', ')} }`,
  ].join('\n')
  const outfile = join(root, 'node_modules', '.cache', 'ss-elements', `element-styles-${process.pid}.mjs`)
  await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true, format: 'esm', platform: 'node', packages: 'external', jsx: 'automatic', logLevel: 'silent', outfile,
  })
  try {
    const { default: styles } = await import(pathToFileURL(outfile).href)
    return styles
  } finally {
    rmSync(outfile, { force: true })
  }
}

/** Writes `<dir>/<tag>.css` for every element; returns the tags. */
export async function writeElementStyles(root, dir) {
  const styles = await readElementStyles(root)
  mkdirSync(dir, { recursive: true })
  for (const [tag, css] of Object.entries(styles)) writeFileSync(join(dir, `${tag}.css`), css)
  return Object.keys(styles)
}
