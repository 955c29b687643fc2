import pg from 'pg'
import type { Database, Queryable, Row } from './database.ts'

/** A Postgres server reached through a `pg` connection pool. */
export async function openPgDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString })
  // An idle connection the server closes (a restart, a terminated backend) is replaced on the next query;
  // without a listener, its error would end the process.
  pool.on('error', (error) => console.error('an idle database connection failed:', error.message))
  // Fail at start rather than on the first request when the server is unreachable.
  const probe = await pool.connect()
  probe.release()
  return {
    ...queryableOver(pool),
    transaction: async (work) => {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await work(queryableOver(client))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback')
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

function queryableOver(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: async (sql, params = []) => (await target.query<Row>(sql, [...params])).rows,
    exec: async (sql) => {
      await target.query(sql)
    },
  }
}
