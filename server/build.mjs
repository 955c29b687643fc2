// Bundles the reference server into one ESM file for Node; its dependencies stay in node_modules.
import { dirname, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { moduleGraph } from '../scripts/lib/module-graph.mjs'

const entryPoint = fileURLToPath(new URL('./main.ts', import.meta.url))

/** `import sql from './x.sql?raw'` (Vite's syntax, used by vitest) becomes the file's text in the bundle too. */
const sqlAsText = {
  name: 'sql-as-text',
  setup(bundle) {
    bundle.onResolve({ filter: /\.sql\?raw$/ }, (args) => ({
      path: resolve(args.resolveDir, args.path.replace(/\?raw$/, '')),
    }))
  },
}

export async function buildServer(outfile = 'dist/server.js') {
  await build({
    entryPoints: [entryPoint],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: true,
    loader: { '.sql': 'text' },
    plugins: [sqlAsText],
    logLevel: 'warning',
    // The demo pages it sends server-rendered preload the chunks of the dist/ beside it (ss-elements/server).
    define: { SS_MODULE_GRAPH: JSON.stringify(moduleGraph(dirname(outfile))) },
  })
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await buildServer(process.argv[2])
  console.log(`built ${process.argv[2] ?? 'dist/server.js'}`)
}
