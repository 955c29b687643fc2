import type { Database } from './database.ts'
import { openPgDatabase } from './pg-database.ts'
import { openPgliteDatabase } from './pglite-database.ts'

export type DatabaseLocation = { databaseUrl: string } | { dataDir: string }

/** A Postgres server when a URL is given, otherwise PGlite stored in the data directory. */
export function openDatabase(location: DatabaseLocation): Promise<Database> {
  return 'databaseUrl' in location ? openPgDatabase(location.databaseUrl) : openPgliteDatabase(location.dataDir)
}
