// Two reference servers (dist/server.js) on one PostgreSQL, requests alternating between them: every
// acknowledged submission stored exactly once, one key sent to both at once stored once, the per-visitor rate
// limit shared, and a SIGKILL of one server mid-load losing nothing it acknowledged.
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import pg from 'pg'
import { hasPostgresBinaries, startPostgres } from './server-load-postgres.mjs'
import { spawnReferenceServer } from './servers.mjs'

const SUBMISSIONS = 600
const CONCURRENCY = 20
const SAME_KEY_COPIES = 40
const KILL_AFTER_MS = 1500
export const BENCH_ADMIN_TOKEN = 'bench-admin-token-0123456789'
/** The server settings of the load benches: every request comes from loopback, and the per-address limits would measure nothing but themselves. */
export const BENCH_SERVER_ENV = {
  SS_ADMIN_TOKEN: BENCH_ADMIN_TOKEN,
  SS_SUBMISSIONS_PER_ADDRESS_PER_MINUTE: '1000000',
  SS_KEYS_PER_ADDRESS_PER_MINUTE: '1000000',
}

export default {
  name: `Two servers on one PostgreSQL 15, requests alternating, under load (${CONCURRENCY} at a time, loopback, dist/server.js)`,
  async run(context) {
    if (!hasPostgresBinaries()) return [{ scenario: 'skipped: no PostgreSQL 15 binaries (apt install postgresql-15)' }]
    const postgres = await startPostgres()
    const databaseUrl = await createDatabase(postgres.url, 'bench')
    const servers = []
    try {
      // One after the other: both would run the migrations at once otherwise (they would wait on its lock).
      for (let count = 0; count < 2; count++) servers.push(await startServer(join(context.distDir, 'server.js'), databaseUrl))
      return [
        await alternating(servers, 'alternating', `${SUBMISSIONS} submissions, key from one server, save on the other`),
        await sameKeyToBoth(servers),
        await sharedRateLimit(servers),
        await killedMidLoad(servers),
      ]
    } finally {
      await Promise.allSettled(servers.map((server) => server.stop()))
      await postgres.stop()
    }
  },
}

/**
 * {@link SUBMISSIONS} visitors, each asking one server for its key and saving with the other (once one is
 * killed, both with the one left); `during` runs meanwhile.
 */
async function alternating(servers, marker, scenario, { during } = {}) {
  const tally = newTally()
  let next = 0
  const visitorLoop = async () => {
    for (let index = next++; index < SUBMISSIONS; index = next++) {
      // As a load balancer would, requests go only to the servers still running.
      const live = servers.filter((server) => server.running())
      const [keyServer, saveServer] = [live[index % live.length], live[(index + 1) % live.length]]
      const nonce = `${marker}-${randomUUID()}`
      try {
        const crumb = await newCrumb(keyServer, tally)
        const key = await askForKey(keyServer, crumb, tally)
        if (!key) continue
        const status = await save(saveServer, crumb, key, nonce, tally)
        if (status === 200) tally.acknowledged.add(nonce)
      } catch {
        tally.connectionErrors += 1
      }
    }
  }
  const started = performance.now()
  const loops = Array.from({ length: CONCURRENCY }, visitorLoop)
  await during?.()
  await Promise.all(loops)
  tally.seconds = (performance.now() - started) / 1000
  return row(scenario, tally, await storedNonces(servers, marker))
}

/** One visitor's submission sent to both servers at once, many times, as a client's retries might be. */
async function sameKeyToBoth(servers) {
  const tally = newTally()
  const crumb = await newCrumb(servers[0], tally)
  const key = await askForKey(servers[0], crumb, tally)
  const nonce = `same-key-${randomUUID()}`
  const started = performance.now()
  const statuses = await Promise.all(Array.from({ length: SAME_KEY_COPIES }, (_, index) => save(servers[index % 2], crumb, key, nonce, tally)))
  tally.seconds = (performance.now() - started) / 1000
  if (statuses.includes(200)) tally.acknowledged.add(nonce)
  return row(`one key sent ${SAME_KEY_COPIES} times to both at once`, tally, await storedNonces(servers, 'same-key'))
}

/** One visitor (crumb) submitting twice the per-visitor limit, alternating servers: the limit holds across both. */
async function sharedRateLimit(servers) {
  const tally = newTally()
  const crumb = await newCrumb(servers[0], tally)
  const started = performance.now()
  for (let index = 0; index < 10; index++) {
    const server = servers[index % 2]
    const nonce = `rate-${randomUUID()}`
    const key = await askForKey(server, crumb, tally)
    if ((await save(server, crumb, key, nonce, tally)) === 200) tally.acknowledged.add(nonce)
  }
  tally.seconds = (performance.now() - started) / 1000
  return row('one visitor, 10 submissions alternating (limit 5 a minute)', tally, await storedNonces(servers, 'rate'))
}

/** Load on both, then SIGKILL of server A mid-way: what either acknowledged must be stored once. */
async function killedMidLoad(servers) {
  const during = async () => {
    await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS))
    servers[0].kill()
  }
  return alternating(servers, 'killed', `${SUBMISSIONS} submissions alternating, server A killed (SIGKILL) after ${KILL_AFTER_MS / 1000} s`, { during })
}

function newTally() {
  return { latencies: [], statuses: {}, acknowledged: new Set(), connectionErrors: 0, seconds: 0 }
}

/** A request, its time to the end of the answer recorded in `tally`; resolves to `{ status, headers, text }`. */
async function timed(tally, url, init) {
  const started = performance.now()
  const response = await fetch(url, init)
  const text = await response.text()
  tally.latencies.push(performance.now() - started)
  tally.statuses[response.status] = (tally.statuses[response.status] ?? 0) + 1
  return { status: response.status, headers: response.headers, text }
}

/** A crumb the server signed, as a refused call hands one out (a page load would too). */
async function newCrumb(server, tally) {
  const refused = await timed(tally, `${server.baseUrl}/api/form/FormSubmissionKey`, { method: 'POST' })
  return /crumb=([^;]+)/.exec(refused.headers.get('set-cookie') ?? '')?.[1]
}

async function askForKey(server, crumb, tally) {
  const { status, text } = await timed(tally, `${server.baseUrl}/api/form/FormSubmissionKey`, {
    method: 'POST',
    headers: { cookie: `crumb=${crumb}`, 'x-csrf-token': crumb },
  })
  return status === 200 ? JSON.parse(text).key : undefined
}

async function save(server, crumb, key, nonce, tally) {
  const form = { name: ['Load', 'Test'], email: 'load@example.com', topic: 'Sales', message: nonce }
  const body = { key, formId: 'contact', objectName: 'bench', submitButtonText: 'Send', form: JSON.stringify(form) }
  const { status } = await timed(tally, `${server.baseUrl}/api/form/SaveFormSubmission`, {
    method: 'POST',
    headers: { cookie: `crumb=${crumb}`, 'x-csrf-token': crumb, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return status
}

/** The message (nonce) of every stored contact submission starting with `marker`, repeats included, read from a live server. */
async function storedNonces(servers, marker) {
  const reader = servers.find((server) => server.running())
  const response = await fetch(`${reader.baseUrl}/api/form/submissions?formId=contact`, { headers: { authorization: `Bearer ${BENCH_ADMIN_TOKEN}` } })
  const submissions = await response.json()
  return submissions.map((submission) => submission.form.message).filter((message) => message.startsWith(`${marker}-`))
}

function row(scenario, tally, storedList) {
  const stored = new Set(storedList)
  const sorted = [...tally.latencies].sort((a, b) => a - b)
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0
  const statuses = Object.entries(tally.statuses).map(([status, count]) => `${status}: ${count}`).join(', ')
  return {
    scenario,
    'requests/s': Math.round(tally.latencies.length / tally.seconds),
    'p99 (ms)': Math.round(p99),
    acknowledged: tally.acknowledged.size,
    stored: stored.size,
    lost: [...tally.acknowledged].filter((nonce) => !stored.has(nonce)).length,
    duplicated: storedList.length - stored.size,
    'answers (status: count)': `${statuses}${tally.connectionErrors ? `, connection errors: ${tally.connectionErrors}` : ''}`,
  }
}

async function createDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(`create database ${name}`)
  await client.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.href
}

/** dist/server.js on a free port over `databaseUrl`; `kill()` is a SIGKILL, `stop()` a clean SIGTERM. */
async function startServer(serverFile, databaseUrl) {
  const server = await spawnReferenceServer(serverFile, { ...BENCH_SERVER_ENV, DATABASE_URL: databaseUrl })
  return { ...server, baseUrl: `http://127.0.0.1:${server.port}` }
}
