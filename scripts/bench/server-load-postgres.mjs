// A throwaway PostgreSQL 15 from Debian's package, in a new temporary folder on a free loopback port: for the
// server's test project on PostgreSQL (server/postgres-test-server.ts) and the two-server load bench.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin'

export function hasPostgresBinaries() {
  return existsSync(join(POSTGRES_BIN, 'initdb')) && existsSync(join(POSTGRES_BIN, 'pg_ctl'))
}

/**
 * Runs initdb and pg_ctl in a new temporary folder; resolves to `{ url, stop() }`, the URL of the `postgres`
 * database as the `postgres` superuser (trust authentication, loopback only). PostgreSQL refuses to run as
 * root: then it runs as Debian's `postgres` user. Durability is no concern here, so fsync is off.
 */
export async function startPostgres() {
  const folder = await mkdtemp(join(tmpdir(), 'ss-elements-postgres-'))
  const dataDir = join(folder, 'data')
  const asRoot = process.getuid?.() === 0
  if (asRoot) await chown(folder, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), 0)
  const run = (tool, args) => {
    const command = join(POSTGRES_BIN, tool)
    execFileSync(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
  }
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'])
  const port = await freePort()
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`
  run('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(folder, 'server.log'), '-w', 'start'])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
      await rm(folder, { recursive: true, force: true })
    },
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}
