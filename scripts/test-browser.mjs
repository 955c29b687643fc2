// Runs the browser tests (`*.browser.test.ts`) in each browser in turn, one web-test-runner run per browser: on
// React 19 in Chromium, Firefox and WebKit, then on the lite build's Preact in Chromium (`chromium-lite`).
//   BROWSERS=chromium,firefox,webkit,chromium-lite (the default); a `-lite` suffix runs that browser on Preact
//   extra arguments go to web-test-runner, e.g. --files elements/ss-accordion/ss-accordion.browser.test.ts
// Ends with one "browsers: N passed, N failed" line; with TEST_COUNTS_FILE set, also writes those counts there.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { browserNames, parseBrowserNames } from '../test/wtr/browsers.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
/** Each run: a browser, on React 19 or, with `-lite`, on Preact's React API as dist/lite/ ships it. */
const runs = (process.env.BROWSERS || [...browserNames, 'chromium-lite'].join(','))
  .split(',')
  .map((name) => name.trim().toLowerCase())
  .filter(Boolean)
  .map((name) => ({ name, browser: parseBrowserNames(name.replace(/-lite$/, ''))[0], lite: name.endsWith('-lite') }))
const passThrough = process.argv.slice(2)

// WebKitGTK draws real windows: without a display, run this script again inside a virtual one. With no window
// manager, X gives the keyboard to the window under the pointer, which Xvfb leaves at the screen's centre: a
// small screen keeps that point inside every viewport the tests ask for (470 px wide and more), so resizing
// never takes focus (and :focus-visible) away from the page.
if (runs.some((run) => run.browser === 'webkit') && !process.env.DISPLAY) {
  const exitFile = join(mkdtempSync(join(tmpdir(), 'test-browser-')), 'exit-code')
  const args = ['-a', '-s', '-screen 0 640x480x24', process.execPath, fileURLToPath(import.meta.url), ...passThrough]
  const { status, error } = spawnSync('xvfb-run', args, { stdio: 'inherit', env: { ...process.env, TEST_BROWSER_EXIT_FILE: exitFile } })
  if (error) throw new Error(`xvfb-run is needed for WebKit (apt-get install xvfb): ${error.message}`)
  // When xvfb-run cannot remove its temporary directory it exits 5 and leaves its Xvfb running: the tests'
  // own result decides, and that Xvfb is stopped.
  const inner = readJson(exitFile)
  rmSync(dirname(exitFile), { recursive: true, force: true })
  if (inner) stopOwnXvfb(inner)
  process.exit(inner?.status ?? status ?? 1)
}

const wtr = join(root, 'node_modules', '@web', 'test-runner', 'dist', 'bin.js')
const countsDir = mkdtempSync(join(tmpdir(), 'wtr-counts-'))
const total = { passed: 0, failed: 0, skipped: 0 }
const results = []

for (const { name, browser, lite } of runs) {
  console.log(`\n── Browser tests in ${browser}${lite ? ", on the lite build's Preact" : ''} ──`)
  const countsFile = join(countsDir, `${name}.json`)
  const started = performance.now()
  const { status } = spawnSync(process.execPath, [wtr, '--config', 'web-test-runner.config.mjs', ...passThrough], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BROWSERS: browser, LITE: lite ? '1' : (process.env.LITE ?? ''), WTR_COUNTS_FILE: countsFile },
  })
  const seconds = (performance.now() - started) / 1000
  const counts = readJson(countsFile) ?? { passed: 0, failed: 1, skipped: 0, failures: ['the run did not finish'] }
  if (status !== 0 && counts.failed === 0) counts.failed = 1
  for (const key of Object.keys(total)) total[key] += counts[key]
  results.push({ name, counts, seconds })
}
rmSync(countsDir, { recursive: true, force: true })

console.log('\n── Browser test results ──')
for (const { name, counts, seconds } of results) {
  console.log(`${name}: ${summary(counts)}`)
  console.log(`  (${seconds.toFixed(1)} s)`)
  for (const failure of counts.failures ?? []) console.log(`  ✘ ${failure.split('\n')[0]}`)
}
console.log(`browsers: ${summary(total)}`)
if (process.env.TEST_COUNTS_FILE) writeFileSync(process.env.TEST_COUNTS_FILE, JSON.stringify(total))
const exitCode = total.failed > 0 ? 1 : 0
if (process.env.TEST_BROWSER_EXIT_FILE) {
  const { DISPLAY: display, XAUTHORITY: authFile } = process.env
  writeFileSync(process.env.TEST_BROWSER_EXIT_FILE, JSON.stringify({ status: exitCode, display, authFile }))
}
process.exit(exitCode)

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/** Stops the Xvfb of `display` if it is still running with our xvfb-run's own (unique) auth file. */
function stopOwnXvfb({ display = '', authFile }) {
  if (!authFile) return
  try {
    const pid = Number(readFileSync(`/tmp/.X${display.replace(/^:/, '')}-lock`, 'utf8').trim())
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
    if (commandLine.includes(authFile)) process.kill(pid)
  } catch {
    // It has stopped already (its lock file may be gone too).
  }
}

function summary({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`
}
