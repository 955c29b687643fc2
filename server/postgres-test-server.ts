// Vitest global setup of the `server-postgres` project: a PostgreSQL 15 server from Debian's package, started
// in a temporary folder for the run and removed after it. Its URL reaches the tests as `inject('postgresUrl')`.
import type { TestProject } from 'vitest/node'
import { startPostgres } from '../scripts/bench/server-load-postgres.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl?: string
  }
}

export default async function startPostgresForTests(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startPostgres()
  project.provide('postgresUrl', postgres.url)
  return () => postgres.stop()
}
