// Installs the Debian browsers and the virtual display the browser tests need, and the PostgreSQL the server tests
// also run on, when any is missing.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** What the tests run → the Debian package that provides it (MiniBrowser comes with webkit2gtk-driver). */
const required = [
  ['/usr/bin/chromium', 'chromium'],
  ['/usr/bin/firefox-esr', 'firefox-esr'],
  ['/usr/bin/WebKitWebDriver', 'webkit2gtk-driver'],
  ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', 'webkit2gtk-driver'],
  ['/usr/bin/xvfb-run', 'xvfb'],
  ['/usr/lib/postgresql/15/bin/initdb', 'postgresql'],
]

const missing = () => required.filter(([path]) => !existsSync(path))

if (missing().length === 0) {
  console.log('System packages: chromium, firefox-esr, webkit2gtk-driver, xvfb and postgresql are installed.')
  process.exit(0)
}

console.log(`Missing ${missing().map(([path]) => path).join(', ')}: installing with apt-get.`)
const asRoot = process.getuid?.() === 0 ? [] : ['sudo']
const packages = [...new Set(required.map(([, name]) => name))]
for (const args of [['update'], ['install', '-y', ...packages]]) {
  const [command, ...rest] = [...asRoot, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args]
  const { status, error } = spawnSync(command, rest, { stdio: 'inherit' })
  if (error || status !== 0) {
    console.error(`apt-get ${args[0]} failed${error ? `: ${error.message}` : ` with exit code ${status}`}`)
    process.exit(1)
  }
}

const stillMissing = missing()
if (stillMissing.length > 0) {
  console.error(`Still missing after apt-get install: ${stillMissing.map(([path]) => path).join(', ')}`)
  process.exit(1)
}
