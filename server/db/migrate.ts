import type { Database } from './database.ts'
import type { Migration } from './migrations.ts'

// Any constant works; it only has to be the same for every server sharing the database.
const MIGRATION_LOCK_KEY = 727_001

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in order, in one transaction, and returns
 * their names. A lock keeps two servers starting together on one Postgres from applying a migration twice.
 */
export async function runMigrations(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
    await tx.exec(`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`)
    const appliedRows = await tx.query('select name from schema_migrations')
    const applied = new Set(appliedRows.map((row) => row['name']))
    const pending = migrations.filter((migration) => !applied.has(migration.name))
    for (const migration of pending) {
      await tx.exec(migration.sql)
      await tx.query('insert into schema_migrations (name) values ($1)', [migration.name])
    }
    return pending.map((migration) => migration.name)
  })
}
