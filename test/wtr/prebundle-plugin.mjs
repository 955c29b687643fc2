// Serves React and axe-core to the test browsers as ES modules: React 19 itself, as the default files of dist/
// load it, or with LITE=1 Preact's React API, as dist/lite/ loads it (see rollup.config.mjs), so the browser
// tests check what pages get. esbuild bundles them together with code splitting, so every specifier shares one
// instance; the bare specifiers are mapped before node-resolve runs, so imports from inside node_modules get
// the same copy.
import { build } from 'esbuild'
import { createRequire } from 'node:module'

const urlPrefix = '/__prebundled__/'
const require = createRequire(import.meta.url)

/** Bare specifier → file name of its entry module in the prebundle. */
const entryNames = new Map([
  ['react', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom-client'],
  ['react/jsx-runtime', 'react-jsx-runtime'],
  // React's own server renderer, for tests that render a block as ss-elements/server does.
  ['react-dom/server.browser', 'react-dom-server'],
  ['axe-core', 'axe-core'],
])

/** Which React the tests run on: `import { engine } from 'ss-test-engine'` tells a test. */
const ENGINE_SPECIFIER = 'ss-test-engine'
const engine = process.env.LITE ? 'lite' : 'react'

/** The entry module of a specifier that Preact's React API stands for, in the lite build. */
const preactEntries = new Map(process.env.LITE ? [
  ['react', "export * from './core/element/preact-as-react.ts'\nexport { default } from './core/element/preact-as-react.ts'"],
  ['react-dom', "export * from './core/element/preact-as-react.ts'\nexport { default } from './core/element/preact-as-react.ts'"],
  ['react-dom/client', "export * from 'preact/compat/client'\nexport { default } from 'preact/compat/client'"],
  ['react/jsx-runtime', "export * from 'preact/jsx-runtime'"],
] : [])

// The bundle and the export lists below must come from the same build of React.
const nodeEnv = process.env.NODE_ENV === 'production' ? 'production' : 'development'

/**
 * An ES entry module: Preact's for the React API in the lite build, else a CommonJS module's `module.exports` as default and
 * named exports.
 */
function entrySource(specifier) {
  const preactEntry = preactEntries.get(specifier)
  if (preactEntry) return preactEntry
  const names = Object.keys(require(specifier)).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default')
  return [
    `import moduleExports from ${JSON.stringify(specifier)}`,
    'export default moduleExports',
    names.length ? `export const { ${names.join(', ')} } = moduleExports` : '',
  ].join('\n')
}

async function bundle(rootDir) {
  const result = await build({
    entryPoints: [...entryNames].map(([specifier, name]) => ({ in: `prebundle-entry:${specifier}`, out: name })),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: '/prebundle',
    chunkNames: 'chunks/[name]-[hash]',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) },
    plugins: [
      {
        name: 'prebundle-entries',
        setup(esbuild) {
          esbuild.onResolve({ filter: /^prebundle-entry:/ }, ({ path }) => ({ path, namespace: 'prebundle-entry' }))
          esbuild.onLoad({ filter: /.*/, namespace: 'prebundle-entry' }, ({ path }) => ({
            contents: entrySource(path.slice('prebundle-entry:'.length)),
            resolveDir: rootDir,
            loader: 'js',
          }))
        },
      },
    ],
  })
  return new Map(result.outputFiles.map((file) => [urlPrefix + file.path.slice('/prebundle/'.length), file.text]))
}

/** @returns {import('@web/dev-server-core').Plugin} */
export function prebundlePlugin() {
  /** @type {Map<string, string>} URL path → module source */
  let files = new Map()
  return {
    name: 'prebundle-commonjs',
    async serverStart({ config }) {
      files = await bundle(config.rootDir)
    },
    resolveImport({ source }) {
      if (source === ENGINE_SPECIFIER) return `${urlPrefix}engine.js`
      const name = entryNames.get(source)
      if (name) return `${urlPrefix}${name}.js`
    },
    serve(context) {
      if (context.path === `${urlPrefix}engine.js`) return { body: `export const engine = ${JSON.stringify(engine)}`, type: 'js' }
      const body = files.get(context.path)
      if (body !== undefined) return { body, type: 'js' }
    },
  }
}
