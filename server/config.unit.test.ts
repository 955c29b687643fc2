import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readConfig, repoRoot } from './config.ts'

describe('readConfig', () => {
  it('defaults to port 8080, PGlite in .data/pglite and the repo’s dist/ and demo/ folders', () => {
    expect(readConfig({})).toEqual({
      port: 8080,
      database: { dataDir: join(repoRoot, '.data', 'pglite') },
      staticRoots: { dist: join(repoRoot, 'dist'), site: [join(repoRoot, 'dist', 'demo'), join(repoRoot, 'demo')] },
    })
  })

  it('finds the repository root from its own location', () => {
    expect(join(repoRoot, 'server', 'config.ts')).toBe(fileURLToPath(import.meta.url).replace('.unit.test', ''))
  })

  it('takes PORT and DATA_DIR from the environment', () => {
    const config = readConfig({ PORT: '3000', DATA_DIR: '/var/lib/ss-elements' })

    expect(config.port).toBe(3000)
    expect(config.database).toEqual({ dataDir: '/var/lib/ss-elements' })
  })

  it('uses Postgres when DATABASE_URL is set', () => {
    const url = 'postgres://app:secret@db.internal:5432/ss_elements'

    expect(readConfig({ DATABASE_URL: url, DATA_DIR: '/ignored' }).database).toEqual({ databaseUrl: url })
  })

  it('treats an empty variable as not set', () => {
    expect(readConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, database: { dataDir: expect.any(String) } })
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
  ])('refuses %o, naming the variable', (environment, name) => {
    expect(() => readConfig(environment)).toThrow(new RegExp(`Invalid environment:[\\s\\S]*${name}`))
  })
})
