// Runs TypeScript modules of the repository (block schemas, the attribute naming rule) in this Node process.
import { buildSync } from 'esbuild'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const require = createRequire(import.meta.url)

/**
 * The exports of each module at `paths` (absolute), bundled by esbuild into one temporary file so that zod is
 * loaded once. CommonJS, loaded with `require`, because the analyzer calls its plugins synchronously.
 */
export function loadTypeScriptModules(paths) {
  const dir = mkdtempSync(join(tmpdir(), 'ss-manifest-'))
  const outfile = join(dir, 'modules.cjs')
  try {
    buildSync({
      stdin: { contents: paths.map((path, i) => `export * as m${i} from ${JSON.stringify(path)}`).join('\n'), loader: 'js', resolveDir: tmpdir() },
      bundle: true,
      platform: 'node',
      format: 'cjs',
      outfile,
      logLevel: 'error',
    })
    const bundle = require(outfile)
    return paths.map((_, i) => bundle[`m${i}`])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
