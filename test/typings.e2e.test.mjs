// The published typings as a consumer sees them: a project that installs ss-elements and @types/react,
// resolving `ss-elements`, `ss-elements/core` and `ss-elements/elements/*` through package.json "exports".
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, expect, it } from 'vitest'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const project = mkdtempSync(join(tmpdir(), 'ss-elements-consumer-'))
afterAll(() => rmSync(project, { recursive: true, force: true }))

it('type-checks a consumer of the built package, tags, events and JSX included', () => {
  mkdirSync(join(project, 'node_modules', '@types'), { recursive: true })
  symlinkSync(repoRoot, join(project, 'node_modules', 'ss-elements'), 'dir')
  for (const types of ['react', 'react-dom']) {
    symlinkSync(join(repoRoot, 'node_modules', '@types', types), join(project, 'node_modules', '@types', types), 'dir')
  }
  symlinkSync(join(repoRoot, 'node_modules', 'csstype'), join(project, 'node_modules', 'csstype'), 'dir')
  cpSync(join(repoRoot, 'test', 'typings', 'consumer.tsx'), join(project, 'consumer.tsx'))
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        types: [],
      },
      files: ['consumer.tsx'],
    }),
  )
  const tsc = spawnSync(process.execPath, [join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', project], {
    encoding: 'utf8',
  })
  expect(tsc.stdout + tsc.stderr).toBe('')
  expect(tsc.status).toBe(0)
}, 60_000)
