import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_START_TIMEOUT_MS, newTestDatabase, TEST_DATABASE_NAME } from '../testing.ts'
import type { Database } from './database.ts'
import { openDatabase } from './open-database.ts'

describe(`the ${TEST_DATABASE_NAME} driver`, () => {
  let db: Database
  let remove: () => Promise<void>
  const table = `contract_${randomBytes(4).toString('hex')}`

  beforeAll(async () => {
    const database = await newTestDatabase()
    remove = database.remove
    db = await openDatabase(database.location)
    await db.exec(`create table ${table} (
      id integer generated always as identity primary key,
      label text not null,
      details jsonb,
      amount double precision,
      at timestamptz not null default now()
    )`)
  }, DATABASE_START_TIMEOUT_MS)

  afterAll(async () => {
    await db.exec(`drop table ${table}`)
    await db.close()
    await remove()
  })

  it('binds $n parameters and returns rows with jsonb parsed, numbers as numbers and timestamps as Dates', async () => {
    await db.query(`insert into ${table} (label, details, amount) values ($1, $2::jsonb, $3)`, [
      'first',
      JSON.stringify({ nested: [1, 'two'] }),
      12.5,
    ])

    const [row] = await db.query(`select id, label, details, amount, at from ${table} where label = $1`, ['first'])

    expect(row).toEqual({ id: 1, label: 'first', details: { nested: [1, 'two'] }, amount: 12.5, at: expect.any(Date) })
  })

  it('runs a script of several statements with exec', async () => {
    await db.exec(`insert into ${table} (label) values ('script-1'); insert into ${table} (label) values ('script-2');`)

    expect(await db.query(`select label from ${table} where label like 'script-%' order by id`)).toEqual([
      { label: 'script-1' },
      { label: 'script-2' },
    ])
  })

  it('commits a transaction whose work resolves, and returns its result', async () => {
    const result = await db.transaction(async (tx) => {
      await tx.query(`insert into ${table} (label) values ($1)`, ['committed'])
      return 'done'
    })

    expect(result).toBe('done')
    expect(await db.query(`select label from ${table} where label = 'committed'`)).toHaveLength(1)
  })

  it('rolls back a transaction whose work throws, and passes the error on', async () => {
    const work = db.transaction(async (tx) => {
      await tx.query(`insert into ${table} (label) values ($1)`, ['rolled back'])
      throw new Error('changed my mind')
    })

    await expect(work).rejects.toThrow('changed my mind')
    expect(await db.query(`select label from ${table} where label = 'rolled back'`)).toEqual([])
  })

  it('passes SQL errors on with Postgres’ message', async () => {
    await expect(db.query(`select nothing from ${table}`)).rejects.toThrow(/column "nothing" does not exist/)
  })
})
