import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import type { Database, Queryable, Row } from './database.ts'

/** Postgres in WebAssembly, stored in `dataDir` (created when missing). */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true })
  const pglite = await PGlite.create(dataDir)
  return {
    ...queryableOver(pglite),
    transaction: (work) => pglite.transaction((tx) => work(queryableOver(tx))),
    close: () => pglite.close(),
  }
}

type PgliteQueryable = Pick<PGlite, 'query' | 'exec'>

function queryableOver(target: PgliteQueryable): Queryable {
  return {
    query: async (sql, params = []) => (await target.query<Row>(sql, [...params])).rows,
    exec: async (sql) => {
      await target.exec(sql)
    },
  }
}
