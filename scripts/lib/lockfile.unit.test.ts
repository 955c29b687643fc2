// `npm ci` refuses a lockfile that lacks an optional package of another platform (rollup's native builds for
// macOS, Windows, …), even on a machine that would skip it. Such a lockfile comes from a registry that has only
// some platforms' builds of a version: rollup is pinned to one whose every build the registry has.
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'

interface LockedPackage {
  optionalDependencies?: Record<string, string>
}

const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as { packages: Record<string, LockedPackage> }

it('package-lock.json holds every optional dependency of every package, so that npm ci accepts it anywhere', () => {
  const missing = Object.entries(lock.packages).flatMap(([path, locked]) =>
    Object.keys(locked.optionalDependencies ?? {})
      .filter((name) => !lock.packages[`node_modules/${name}`] && !lock.packages[`${path}/node_modules/${name}`])
      .map((name) => `${name} (optional for ${path || 'the project'})`),
  )
  expect(missing).toEqual([])
})
