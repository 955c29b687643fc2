import { describe, expect, it } from 'vitest'
import { loadServerSecrets } from './auth/server-secrets.ts'
import { migrations } from './db/migrations.ts'
import { runMigrations } from './db/migrate.ts'
import { openDatabase } from './db/open-database.ts'
import { asAdmin, DATABASE_START_TIMEOUT_MS, newTestDatabase, postJson, startTestServer } from './testing.ts'

describe('a restart on the same database', () => {
  it(
    'keeps what was stored, and does not migrate again',
    async () => {
      const database = await newTestDatabase()
      try {
        const first = await startTestServer({ location: database.location })
        expect(first.applied).not.toEqual([])
        const report = { event: 'error', data: { message: 'before the restart' }, timestamp: 1_763_700_000_000 }
        const trace = { pageUrl: 'http://localhost:8080/', type: 'pageview', data: null }
        expect((await first.app.request('/api/events/RecordJavascriptErrors', postJson([report]))).status).toBe(204)
        expect((await first.app.request('/api/events/Trace', postJson([trace]))).status).toBe(204)
        await first.close()

        const second = await startTestServer({ location: database.location })
        try {
          expect(second.applied).toEqual([])
          const errors = await (await second.app.request('/api/events/RecordJavascriptErrors', asAdmin())).json()
          const traces = await (await second.app.request('/api/events/Trace', asAdmin())).json()
          expect(errors).toEqual([expect.objectContaining(report)])
          expect(traces).toEqual([expect.objectContaining(trace)])
        } finally {
          await second.close()
        }
      } finally {
        await database.remove()
      }
    },
    DATABASE_START_TIMEOUT_MS,
  )

  it(
    'keeps the admin token and the crumb key it made on the first start',
    async () => {
      const database = await newTestDatabase()
      const db = await openDatabase(database.location)
      try {
        await runMigrations(db, migrations)
        const first = await loadServerSecrets(db, undefined)
        const again = await loadServerSecrets(db, undefined)

        expect(first.adminToken).toMatch(/^[\w-]{43}$/)
        expect(first.crumbKey).toMatch(/^[\w-]{43}$/)
        expect(first.crumbKey).not.toBe(first.adminToken)
        expect(again).toEqual(first)
        expect(await loadServerSecrets(db, 'from-the-environment-0123')).toEqual({ ...first, adminToken: 'from-the-environment-0123' })
      } finally {
        await db.close()
        await database.remove()
      }
    },
    DATABASE_START_TIMEOUT_MS,
  )
})
