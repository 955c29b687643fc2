import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { readConfig } from './config.ts'
import { migrations } from './db/migrations.ts'
import { runMigrations } from './db/migrate.ts'
import { openDatabase } from './db/open-database.ts'
import { captchaVerifier } from './forms/captcha-verification.ts'

const config = readConfig(process.env)
for (const notice of config.notices) console.log(notice)
const db = await openDatabase(config.database)
for (const name of await runMigrations(db, migrations)) console.log(`applied migration ${name}`)

const app = createApp({ db, staticRoots: config.staticRoots, forms: { verifyCaptcha: captchaVerifier(config.captcha) } })
const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`ss-elements demo: http://localhost:${info.port}/`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => {
      db.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('closing the database failed:', error)
          process.exit(1)
        },
      )
    })
    // Browsers keep idle connections open; without this, close() would wait for them to time out.
    if ('closeIdleConnections' in server) server.closeIdleConnections()
  })
}
