import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { loadServerSecrets } from './auth/server-secrets.ts'
import { readConfig } from './config.ts'
import { migrations } from './db/migrations.ts'
import { runMigrations } from './db/migrate.ts'
import { openDatabase } from './db/open-database.ts'
import { captchaVerifier } from './forms/captcha-verification.ts'

const config = readConfig(process.env)
for (const notice of config.notices) console.log(notice)
const db = await openDatabase(config.database)
for (const name of await runMigrations(db, migrations)) console.log(`applied migration ${name}`)

const secrets = await loadServerSecrets(db, config.adminToken)
const app = createApp({
  db,
  secrets,
  staticRoots: config.staticRoots,
  pageRender: config.pageRender,
  forms: { verifyCaptcha: captchaVerifier(config.captcha), limits: config.formLimits },
  fullstoryOrgId: config.fullstoryOrgId,
})
const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`ss-elements demo: http://localhost:${info.port}/`)
  if (config.adminToken) {
    console.log(`admin token: the one in SS_ADMIN_TOKEN; site statistics: http://localhost:${info.port}/stats/`)
  } else {
    // The fragment never leaves the browser; the statistics page reads the token from it.
    console.log(`admin token (reads stored visitor data): ${secrets.adminToken}`)
    console.log(`site statistics: http://localhost:${info.port}/stats/#token=${secrets.adminToken}`)
  }
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
