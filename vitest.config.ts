import { defineConfig } from 'vitest/config'
import { hasPostgresBinaries, POSTGRES_BIN } from './scripts/bench/server-load-postgres.mjs'

const SERVER_TESTS = 'server/**/*.unit.test.ts'
const withPostgres = hasPostgresBinaries()
if (!withPostgres) console.warn(`Server tests on PostgreSQL skipped: no initdb and pg_ctl in ${POSTGRES_BIN} (apt install postgresql-15).`)

// Pure-logic tests run in Node; a file that needs a DOM opts in with `// @vitest-environment jsdom` at its top.
// `*.e2e.test.mjs` drive the built site (dist/) in Chromium through the reference server.
// The server's tests run twice: on PGlite with the rest, and on a PostgreSQL server started for the run.
export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', 'dist/**'],
    environment: 'node',
    projects: [
      { extends: true, test: { name: 'unit', include: ['**/*.unit.test.ts', '**/*.e2e.test.mjs'] } },
      ...(withPostgres
        ? [{ extends: true, test: { name: 'server-postgres', include: [SERVER_TESTS], globalSetup: ['server/postgres-test-server.ts'] } }]
        : []),
    ],
  },
})
