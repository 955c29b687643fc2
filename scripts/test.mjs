// `npm test`: makes a fresh machine ready, then runs every check, stopping at the first that fails:
// dependencies, system browsers, type check, build, unit and demo-site tests (vitest), browser tests (three browsers
// on React 19, and Chromium on the lite build).
// Ends with one "total: N passed, N failed" line over the unit and browser tests.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureDependencies } from './lib/dependencies.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
process.chdir(root)
const bin = (name) => join(root, 'node_modules', '.bin', name)
const countsDir = mkdtempSync(join(tmpdir(), 'test-counts-'))
const started = performance.now()
const total = { passed: 0, failed: 0, skipped: 0 }

step('Dependencies', ensureDependencies)
step('System packages', () => run(process.execPath, ['scripts/install-system-packages.mjs']))
step('Type check (tsc --noEmit)', () => run(bin('tsc'), ['--noEmit']))
if (hasBuild()) step('Build (npm run build)', () => run('npm', ['run', 'build']))
step('Unit and end-to-end tests (vitest)', () => {
  const report = join(countsDir, 'vitest.json')
  const status = spawnStatus(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`])
  const result = readJson(report)
  const counts = {
    passed: result?.numPassedTests ?? 0,
    failed: (result?.numFailedTests ?? 0) || (status === 0 ? 0 : 1),
    skipped: (result?.numPendingTests ?? 0) + (result?.numTodoTests ?? 0),
  }
  addCounts('unit', counts)
  if (status !== 0) fail(status)
})
step('Browser tests (React 19 in Chromium, Firefox ESR, WebKitGTK; the lite build in Chromium)', () => {
  const countsFile = join(countsDir, 'browsers.json')
  const status = spawnStatus(process.execPath, ['scripts/test-browser.mjs'], { TEST_COUNTS_FILE: countsFile })
  addCounts('browser', readJson(countsFile) ?? { passed: 0, failed: 1, skipped: 0 })
  if (status !== 0) fail(status)
})
finish(0)

function step(title, body) {
  console.log(`\n━━━ ${title} ━━━`)
  const stepStarted = performance.now()
  body()
  console.log(`✔ ${title} (${seconds(stepStarted)})`)
}

function run(command, args) {
  const status = spawnStatus(command, args)
  if (status !== 0) fail(status)
}

function spawnStatus(command, args, env = {}) {
  const { status, error } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (error) console.error(`Could not run ${command}: ${error.message}`)
  return status ?? 1
}

function fail(status) {
  console.error(`\n✘ Stopped at the first failure (exit code ${status}).`)
  finish(status || 1)
}

function finish(status) {
  rmSync(countsDir, { recursive: true, force: true })
  console.log(`\nnpm test took ${seconds(started)}.`)
  if (total.passed + total.failed > 0) console.log(`total: ${summary(total)}`)
  process.exit(status)
}

function addCounts(kind, counts) {
  for (const key of Object.keys(total)) total[key] += counts[key]
  console.log(`${kind}: ${summary(counts)}`)
}

function hasBuild() {
  const { scripts = {} } = JSON.parse(readFileSync('package.json', 'utf8'))
  return Boolean(scripts.build) && existsSync('scripts/build.mjs')
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

function summary({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`
}

function seconds(since) {
  const elapsed = Math.round((performance.now() - since) / 1000)
  return elapsed >= 60 ? `${Math.floor(elapsed / 60)} min ${elapsed % 60} s` : `${elapsed} s`
}
