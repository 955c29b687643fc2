// Builds dist/: the browser bundles (rollup), their typings (tsc), custom-elements.json and the reference server.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build as esbuild } from 'esbuild'
import { rollup } from 'rollup'
import { writeElementIndex } from './lib/element-index.mjs'

const step = (title, run) => {
  const started = performance.now()
  const result = run()
  const finish = () => console.log(`built ${title} in ${Math.round(performance.now() - started)} ms`)
  return result instanceof Promise ? result.then(finish) : finish()
}
const bin = (name) => join('node_modules', '.bin', name)

rmSync('dist', { recursive: true, force: true })
for (const path of writeElementIndex('.')) console.log(`wrote ${path} (an element folder was added or removed)`)
// Read after the element index is written: the rollup config lists the element folders.
const { default: config, standaloneConfigs, liteConfigs, bundlerConfig, reactComponentsConfig } = await import('../rollup.config.mjs')

await step('dist/ (rollup)', async () => {
  for (const options of [config, ...standaloneConfigs, ...liteConfigs, bundlerConfig, reactComponentsConfig]) {
    const bundle = await rollup({ ...options, onwarn: quietWarnings })
    await bundle.write(options.output)
    await bundle.close()
  }
})

const { writeElementStyles } = await import('./lib/element-styles.mjs')
await step('dist/styles/<tag>.css', () => writeElementStyles('.', 'dist/styles'))

// The static imports of each entry of dist/, for the `<link rel="modulepreload">` a page's template writes
// (`ss-elements/preloads.json`) and that `ss-elements/server` writes.
const { moduleGraph } = await import('./lib/module-graph.mjs')
const preloads = moduleGraph('dist')
step('dist/preloads.json', () => writeFileSync('dist/preloads.json', `${JSON.stringify(preloads, null, 2)}\n`))

// `ss-elements/server` and `ss-elements/eleventy` for Node: our sources bundled, every package (React, parse5,
// linkedom, zod) imported as it is.
await step('dist/server-render/ (index.js, cli.js, eleventy.js)', () =>
  esbuild({
    define: { SS_MODULE_GRAPH: JSON.stringify(preloads) },
    entryPoints: { index: 'server-render/index.ts', cli: 'server-render/cli.ts', eleventy: 'server-render/eleventy/index.ts' }, outdir: 'dist/server-render', bundle: true, format: 'esm', platform: 'node',
    packages: 'external', jsx: 'automatic', target: 'node20', sourcemap: true, logLevel: 'warning',
  }),
)

const { THEME_FILE, writeTheme } = await import('./lib/theme.mjs')
await step(THEME_FILE, () => writeTheme())

step('dist/types (tsc)', () => {
  execFileSync(bin('tsc'), ['-p', 'tsconfig.build.json'], { stdio: 'inherit' })
  // Sources import `./x.ts`; published typings must point at what a consumer resolves.
  for (const file of filesUnder('dist/types')) {
    const text = readFileSync(file, 'utf8')
    const fixed = text.replace(/((?:from|import)\s*\(?\s*['"]\.{1,2}\/[^'"]*?)\.tsx?(['"])/g, '$1.js$2')
    if (fixed !== text) writeFileSync(file, fixed)
  }
})

step('custom-elements.json', () => execFileSync(bin('cem'), ['analyze', '--quiet'], { stdio: 'inherit' }))
const { writeReadmeTables } = await import('./readme-tables.mjs')
step('README attribute tables (from custom-elements.json)', () => {
  for (const path of writeReadmeTables()) console.log(`wrote the Attributes table of ${path}`)
})

const { buildDemo } = await import('./build-demo.mjs')
await step('dist/demo (from custom-elements.json)', () => buildDemo())

// The "Site statistics" page (demo/stats/) charts with its own copy of Chart.js (apart from <ss-chart>'s chunks),
// the demo store's page script (demo/store/) calls the cart API, and the demo editor (demo/editor/) drives its
// framed page, which has a script of its own: each bundled on its own.
for (const name of ['stats/stats', 'store/store', 'editor/editor', 'editor/preview']) {
  await step(`dist/demo/${name}.js`, async () => {
    const bundle = await rollup({ input: `demo/${name}.ts`, plugins: config.plugins, onwarn: quietWarnings })
    await bundle.write({ file: `dist/demo/${name}.js`, format: 'es', sourcemap: true, inlineDynamicImports: true })
    await bundle.close()
  })
}

if (existsSync('server/build.mjs')) {
  const { buildServer } = await import('../server/build.mjs')
  await step('dist/server.js', () => buildServer('dist/server.js'))
}

/** Rollup's notes about zod's own source (comment placement, an internal cycle) are not ours to act on. */
function quietWarnings(warning, warn) {
  const fromZod = warning.id?.includes('node_modules/zod') || warning.ids?.some((id) => id.includes('node_modules/zod'))
  if (!fromZod) warn(warning)
}

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}
