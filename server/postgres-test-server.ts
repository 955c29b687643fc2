// Vitest global setup of the `server-postgres` project: a PostgreSQL 15 server from Debian's package, started
// in a temporary folder for the run and removed after it. Its URL reaches the tests as `inject('postgresUrl')`.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl?: string
  }
}

export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin'

/** Whether the binaries are there; vitest.config.ts leaves the project out, saying so, when they are not. */
export function hasPostgresBinaries(): boolean {
  return existsSync(join(POSTGRES_BIN, 'initdb')) && existsSync(join(POSTGRES_BIN, 'pg_ctl'))
}

export default async function startPostgresForTests(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'ss-elements-postgres-'))
  const dataDir = join(folder, 'data')
  // PostgreSQL refuses to run as root: then it runs as the `postgres` user of Debian's package.
  const asRoot = process.getuid?.() === 0
  if (asRoot) await chown(folder, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), 0)
  const run = (tool: string, args: string[]) => {
    const command = join(POSTGRES_BIN, tool)
    execFileSync(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
  }
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'])
  const port = await freePort()
  // Durability is no concern for a throwaway server: no fsync makes creating a database per test file quick.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`
  run('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(folder, 'server.log'), '-w', 'start'])
  project.provide('postgresUrl', `postgres://postgres@127.0.0.1:${port}/postgres`)
  return async () => {
    run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
    await rm(folder, { recursive: true, force: true })
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}
