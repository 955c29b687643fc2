// The published typings as a consumer sees them: a project that installs ss-elements (with or without @types/react),
// resolving `ss-elements`, `ss-elements/core` and `ss-elements/elements/*` through package.json "exports".
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, expect, it } from 'vitest'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const projects = []
afterAll(() => projects.forEach((project) => rmSync(project, { recursive: true, force: true })))

it('type-checks a consumer of the built package, tags, events and JSX included', () => {
  const project = consumerProject('consumer.tsx', { react: true })
  expect(typeCheck(project)).toEqual({ output: '', status: 0 })
}, 60_000)

it('type-checks a React app using the blocks as React components: props, callbacks and ref from each declaration', () => {
  const project = consumerProject('react-consumer.tsx', { react: true })
  expect(typeCheck(project)).toEqual({ output: '', status: 0 })
}, 60_000)

it('type-checks a consumer without React or @types/react: the JSX typings are opt-in', () => {
  const project = consumerProject('plain-consumer.ts', { react: false })
  expect(typeCheck(project)).toEqual({ output: '', status: 0 })
}, 60_000)

/** A project in a temporary folder that installs ss-elements (this repository) and, if asked, @types/react. */
function consumerProject(file, { react }) {
  const project = mkdtempSync(join(tmpdir(), 'ss-elements-consumer-'))
  projects.push(project)
  mkdirSync(join(project, 'node_modules', '@types'), { recursive: true })
  symlinkSync(repoRoot, join(project, 'node_modules', 'ss-elements'), 'dir')
  if (react) {
    for (const types of ['react', 'react-dom']) {
      symlinkSync(join(repoRoot, 'node_modules', '@types', types), join(project, 'node_modules', '@types', types), 'dir')
    }
    symlinkSync(join(repoRoot, 'node_modules', 'csstype'), join(project, 'node_modules', 'csstype'), 'dir')
  }
  cpSync(join(repoRoot, 'test', 'typings', file), join(project, file))
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
      files: [file],
    }),
  )
  return project
}

function typeCheck(project) {
  const tsc = spawnSync(process.execPath, [join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', project], { encoding: 'utf8' })
  return { output: tsc.stdout + tsc.stderr, status: tsc.status }
}
