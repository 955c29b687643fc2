import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'

/** Installs the npm packages when node_modules is missing or older than package-lock.json. */
export function ensureDependencies() {
  if (!dependenciesOutdated()) return console.log('node_modules is up to date with package-lock.json.')
  const command = existsSync('package-lock.json') ? 'ci' : 'install'
  if (npm([command, '--no-fund', '--no-audit', '--loglevel=error']) !== 0) throw new Error(`npm ${command} failed`)
}

function dependenciesOutdated() {
  if (!existsSync('node_modules')) return true
  if (!existsSync('package-lock.json')) return false
  const installed = existsSync('node_modules/.package-lock.json') ? 'node_modules/.package-lock.json' : 'node_modules'
  return statSync(installed).mtimeMs < statSync('package-lock.json').mtimeMs
}

function npm(args) {
  const { status, error } = spawnSync('npm', args, { stdio: 'inherit' })
  if (error) console.error(`Could not run npm: ${error.message}`)
  return status ?? 1
}
