// Helpers for the server's unit tests: a real app on a new database, PGlite in a temporary folder or, in the
// `server-postgres` test project, a database of its own on the PostgreSQL server that project starts.
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { cp, mkdtemp, rename, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { Hono } from 'hono'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, inject } from 'vitest'
import { createApp, type StaticRoots } from './app.ts'
import type { ServerSecrets } from './auth/server-secrets.ts'
import type { Database } from './db/database.ts'
import type { FormRoutesOptions } from './forms/routes.ts'
import type { PageRender } from './server-render/rendered-pages.ts'
import { migrations } from './db/migrations.ts'
import { runMigrations } from './db/migrate.ts'
import { openDatabase, type DatabaseLocation } from './db/open-database.ts'
import { openPgliteDatabase } from './db/pglite-database.ts'
import { signedCrumbs } from './http/crumb.ts'

/** PGlite's first start in a folder runs initdb, which takes a few seconds. */
export const DATABASE_START_TIMEOUT_MS = 60_000

export interface TestServer {
  app: Hono
  db: Database
  /** The migrations this start applied. */
  applied: string[]
  /** Another app on the same database, as a second server process would be: they share nothing else. */
  anotherApp(forms?: FormRoutesOptions): Hono
  close(): Promise<void>
}

export async function temporaryFolder(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'ss-elements-server-'))
}

export async function removeFolder(folder: string): Promise<void> {
  await rm(folder, { recursive: true, force: true })
}

/**
 * A new PGlite data folder, copied from one initialised beforehand: initdb takes seconds per folder, a copy less
 * than one. The initialised folder is kept in the temp directory for each PGlite version and built at most once.
 */
export async function initialisedDataFolder(): Promise<string> {
  const folder = await temporaryFolder()
  await cp(await pgliteTemplate(), folder, { recursive: true })
  return folder
}

async function pgliteTemplate(): Promise<string> {
  const require = createRequire(import.meta.url)
  const packageJson = join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json')
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }
  const template = join(tmpdir(), `ss-elements-pglite-template-${version}`)
  if (existsSync(template)) return template
  const building = await temporaryFolder()
  const db = await openPgliteDatabase(building)
  await db.close()
  // Test files start in parallel: the first rename wins and the others use its result.
  await rename(building, template).catch(() => removeFolder(building))
  return template
}

/** The PostgreSQL server of the `server-postgres` project (see `postgres-server.ts`); none on PGlite. */
export const testPostgresUrl: string | undefined = inject('postgresUrl')

/** Which database the tests of this run use, for test names. */
export const TEST_DATABASE_NAME = testPostgresUrl ? 'PostgreSQL' : 'PGlite'

export interface TestDatabase {
  location: DatabaseLocation
  /** Deletes the database; close every connection to it first. */
  remove(): Promise<void>
}

/** A new, empty database: an initialised PGlite folder, or a new database on the test PostgreSQL server. */
export async function newTestDatabase(): Promise<TestDatabase> {
  if (!testPostgresUrl) {
    const dataDir = await initialisedDataFolder()
    return { location: { dataDir }, remove: () => removeFolder(dataDir) }
  }
  const name = `ss_test_${randomBytes(6).toString('hex')}`
  const admin = (sql: string) => withPostgresClient(testPostgresUrl!, (client) => client.query(sql))
  await admin(`create database ${name}`)
  const url = new URL(testPostgresUrl)
  url.pathname = `/${name}`
  return {
    location: { databaseUrl: url.href },
    remove: async () => {
      await admin(`drop database if exists ${name} with (force)`)
    },
  }
}

async function withPostgresClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** The secrets of every test server, fixed so that tests can sign crumbs and present the admin token. */
export const TEST_SECRETS: ServerSecrets = {
  adminToken: 'test-admin-token-0123456789',
  crumbKey: 'test-crumb-key-0123456789',
}

const testCrumbs = signedCrumbs(TEST_SECRETS.crumbKey)

/** A new crumb the test servers accept, as a page load would have given it: a new visitor. */
export function newCrumb(): string {
  return testCrumbs.create()
}

export interface TestServerOptions {
  /** The database to open; by default a new one, removed on close. */
  location?: DatabaseLocation
  staticRoots?: StaticRoots
  pageRender?: PageRender
}

/** Starts the app as `main.ts` does: opens the database, migrates it, creates the app. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const created = options.location ? undefined : await newTestDatabase()
  const db = await openDatabase(options.location ?? created!.location)
  const applied = await runMigrations(db, migrations)
  const newApp = (forms?: FormRoutesOptions) =>
    createApp({ db, secrets: TEST_SECRETS, staticRoots: options.staticRoots ?? noStaticRoots, pageRender: options.pageRender, forms })
  return {
    app: newApp(),
    db,
    applied,
    anotherApp: newApp,
    async close() {
      await db.close()
      await created?.remove()
    },
  }
}

const noStaticRoots: StaticRoots = { dist: join(tmpdir(), 'no-dist'), site: [join(tmpdir(), 'no-demo')] }

/** The value of the `crumb` cookie a response sets, if it sets one. */
export function crumbSetBy(response: Response): string | undefined {
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith('crumb='))
  return cookie?.slice('crumb='.length).split(';')[0]
}

export const TEST_CRUMB = newCrumb()

/** An API call from a page holding {@link TEST_CRUMB}, sent back in the `X-CSRF-Token` header. */
export function withCrumb(init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers)
  headers.set('Cookie', `crumb=${TEST_CRUMB}`)
  headers.set('X-CSRF-Token', TEST_CRUMB)
  return { ...init, headers }
}

/** A request carrying the test servers' admin token, as the statistics page and `npm run submissions` send it. */
export function asAdmin(init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers)
  headers.set('Authorization', `Bearer ${TEST_SECRETS.adminToken}`)
  return { ...init, headers }
}

export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return withCrumb({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

/**
 * One server for all the tests of a file, started before them and closed after; `tablesToEmpty` (a comma-separated
 * list), if given, are truncated before each test. The server's members can be read once the file's `beforeAll` has run.
 */
export function useTestServer(tablesToEmpty?: string): TestServer {
  let server: TestServer | undefined
  beforeAll(async () => {
    server = await startTestServer()
  }, DATABASE_START_TIMEOUT_MS)
  afterAll(async () => {
    await server?.close()
  })
  beforeEach(async () => {
    if (tablesToEmpty) await started().db.exec(`truncate ${tablesToEmpty}`)
  })
  const started = () => {
    if (!server) throw new Error('useTestServer: the server is read before the beforeAll hook that starts it')
    return server
  }
  return {
    get app() {
      return started().app
    },
    get db() {
      return started().db
    },
    get applied() {
      return started().applied
    },
    anotherApp: (forms) => started().anotherApp(forms),
    close: () => started().close(),
  }
}
