// The manifest as `npm run build` writes it, made in memory from the sources, so that checks of it never read
// a stale custom-elements.json.
import { cli } from '@custom-elements-manifest/analyzer/cli.js'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

/** Runs the analyzer with the repository's configuration and returns the manifest without writing it. */
export function analyzeManifest() {
  return cli({ argv: ['analyze', '--quiet'], cwd: repoRoot, noWrite: true })
}
