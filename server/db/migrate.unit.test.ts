import { readdir } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_START_TIMEOUT_MS, newTestDatabase, type TestDatabase } from '../testing.ts'
import type { Database } from './database.ts'
import { migrations, type Migration } from './migrations.ts'
import { runMigrations } from './migrate.ts'
import { openDatabase } from './open-database.ts'

let database: TestDatabase
let db: Database

beforeAll(async () => {
  database = await newTestDatabase()
  db = await openDatabase(database.location)
}, DATABASE_START_TIMEOUT_MS)

afterAll(async () => {
  await db.close()
  await database.remove()
})

const tableNames = async () =>
  (await db.query(`select table_name from information_schema.tables where table_schema = 'public' order by 1`)).map(
    (row) => row['table_name'],
  )

describe('runMigrations', () => {
  it('applies every migration on a new database, in order, and records each', async () => {
    const applied = await runMigrations(db, migrations)

    expect(applied).toEqual(migrations.map((migration) => migration.name))
    // Each feature's suite checks its own tables; these are the first migration's and the record's.
    expect(await tableNames()).toEqual(expect.arrayContaining(['javascript_errors', 'schema_migrations', 'trace_events']))
    const recorded = await db.query('select name from schema_migrations order by name')
    expect(recorded.map((row) => row['name'])).toEqual(applied)
    // Every migration on a new database takes seconds when the machine is busy.
  }, DATABASE_START_TIMEOUT_MS)

  it('applies nothing on the next start', async () => {
    expect(await runMigrations(db, migrations)).toEqual([])
  })

  it('applies only a migration added since the last start', async () => {
    const added: Migration = { name: '999_add_a_note_table', sql: 'create table note (text text);' }

    expect(await runMigrations(db, [...migrations, added])).toEqual(['999_add_a_note_table'])
    expect(await tableNames()).toContain('note')
  })

  it('leaves the database as it was when a migration fails', async () => {
    const broken: Migration[] = [
      { name: '997_fine', sql: 'create table fine (id int);' },
      { name: '998_broken', sql: 'create table broken (id nonsense_type);' },
    ]

    await expect(runMigrations(db, [...migrations, ...broken])).rejects.toThrow(/nonsense_type/)

    expect(await tableNames()).not.toContain('fine')
    expect(await db.query(`select name from schema_migrations where name = '997_fine'`)).toEqual([])
  })
})

describe('the migrations list', () => {
  it('holds every .sql file of migrations/, by number, under its file name', async () => {
    const files = (await readdir(new URL('./migrations/', import.meta.url))).filter((file) => file.endsWith('.sql'))

    expect(migrations.map((migration) => `${migration.name}.sql`)).toEqual(files.sort())
  })
})
