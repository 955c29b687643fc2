// What `npm pack` puts in the tarball a user installs: the browser files, typings, the manifest, the licence;
// never the reference server (nor its source map), the demo site or the bench pages.
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

it('the packed tarball holds the library and its licence, and nothing of the server, demo or bench', () => {
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts', '--loglevel=error'], { cwd: root, encoding: 'utf8' }))
  const paths = packed.files.map((file) => file.path)
  for (const expected of ['LICENSE', 'README.md', 'package.json', 'custom-elements.json', 'dist/ss-elements.js', 'dist/core/index.js', 'dist/autoloader.js', 'dist/themes/ss-theme.css', 'dist/preloads.json']) {
    expect(paths, expected).toContain(expected)
  }
  expect(paths.filter((path) => /^dist\/(server\.js|demo\/|bench-pages\/)/.test(path))).toEqual([])
}, 60_000)
