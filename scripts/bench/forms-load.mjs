// Submissions under load on loopback against dist/server.js (autocannon): every acknowledged submission
// stored exactly once, with unique keys, with one key sent many times at once, and across a server killed
// (SIGKILL) mid-load and restarted on the same data.
import autocannon from 'autocannon'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BENCH_ADMIN_TOKEN, BENCH_SERVER_ENV } from './server-load.mjs'
import { spawnReferenceServer } from './servers.mjs'

const SUBMISSIONS = 2000
const CONNECTIONS = 50
const SAME_KEY_REQUESTS = 200
const KILL_AFTER_MS = 2000

export default {
  name: `Form submissions under load (autocannon, ${CONNECTIONS} connections, loopback, dist/server.js on PGlite)`,
  async run(context) {
    const dataDir = mkdtempSync(join(tmpdir(), 'ss-bench-forms-'))
    const serverFile = join(context.distDir, 'server.js')
    let server = await startServer(serverFile, dataDir)
    try {
      const rows = [await uniqueKeys(server.baseUrl), await sameKey(server.baseUrl)]
      const killed = await killedMidLoad(server, () => startServer(serverFile, dataDir))
      server = killed.server
      rows.push(killed.row)
      return rows
    } finally {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  },
}

/** Many visitors, each with a crumb and a key of its own, submitting at once. */
async function uniqueKeys(baseUrl) {
  const load = submissionLoad(baseUrl, 'unique')
  const result = await autocannon({ ...load.options, amount: SUBMISSIONS * 3 })
  return row(`${SUBMISSIONS} submissions, a key each`, result, load.acknowledged, await storedNonces(baseUrl, 'unique'))
}

/** One visitor sending the same submission with the same key many times at once, as retries would. */
async function sameKey(baseUrl) {
  const refused = await fetch(`${baseUrl}/api/form/FormSubmissionKey`, { method: 'POST' })
  const crumb = crumbOf(refused.headers.get('set-cookie'))
  const headers = { cookie: `crumb=${crumb}`, 'content-type': 'application/json' }
  const keyAnswer = await fetch(`${baseUrl}/api/form/FormSubmissionKey?crumb=${crumb}`, { method: 'POST', headers })
  const { key } = await keyAnswer.json()
  const nonce = `same-key-${randomUUID()}`
  const result = await autocannon({
    url: `${baseUrl}/api/form/SaveFormSubmission?crumb=${crumb}`,
    method: 'POST',
    headers,
    body: JSON.stringify(saveBody(key, nonce)),
    connections: CONNECTIONS,
    amount: SAME_KEY_REQUESTS,
  })
  const acknowledged = new Set(Number(result.statusCodeStats?.['200']?.count ?? 0) > 0 ? [nonce] : [])
  const stored = (await storedNonces(baseUrl, 'same-key')).filter((storedNonce) => storedNonce === nonce)
  return { ...row(`one key sent ${SAME_KEY_REQUESTS} times at once`, result, acknowledged, stored), 'submissions/s': '–' }
}

/** Load, then SIGKILL mid-way, then a restart on the same data: what was acknowledged must still be there. */
async function killedMidLoad(server, restart) {
  const load = submissionLoad(server.baseUrl, 'killed')
  const instance = autocannon({ ...load.options, duration: 60 })
  const finished = new Promise((resolve) => instance.once('done', resolve))
  await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS))
  server.kill()
  await server.exited
  instance.stop()
  const result = await finished
  const restarted = await restart()
  const stored = await storedNonces(restarted.baseUrl, 'killed')
  return { server: restarted, row: row(`killed (SIGKILL) after ${KILL_AFTER_MS / 1000} s, restarted`, result, load.acknowledged, stored) }
}

/** The crumb a refused call hands out: the server signs crumbs, so a new visitor asks it for one. */
function crumbOf(setCookie) {
  return /crumb=([^;]+)/.exec(setCookie ?? '')?.[1]
}

/**
 * Autocannon options for a loop of crumb-key-save triples, each with a fresh crumb (a new visitor, so the
 * per-visitor rate limit is not what is measured) and a nonce in its message; `acknowledged` collects the
 * nonces whose save was answered 200.
 */
function submissionLoad(baseUrl, marker) {
  const acknowledged = new Set()
  const options = {
    url: baseUrl,
    connections: CONNECTIONS,
    requests: [
      {
        method: 'POST',
        path: '/api/form/FormSubmissionKey',
        onResponse(_status, _body, context, headers) {
          context.crumb = crumbOf(headers['set-cookie'])
        },
      },
      {
        method: 'POST',
        setupRequest(request, context) {
          context.nonce = `${marker}-${randomUUID()}`
          return { ...request, path: `/api/form/FormSubmissionKey?crumb=${context.crumb}`, headers: { cookie: `crumb=${context.crumb}` } }
        },
        onResponse(status, body, context) {
          context.key = status === 200 ? JSON.parse(body).key : undefined
        },
      },
      {
        method: 'POST',
        setupRequest(request, context) {
          if (!context.key) return undefined
          return {
            ...request,
            path: `/api/form/SaveFormSubmission?crumb=${context.crumb}`,
            headers: { cookie: `crumb=${context.crumb}`, 'content-type': 'application/json' },
            body: JSON.stringify(saveBody(context.key, context.nonce)),
          }
        },
        onResponse(status, _body, context) {
          if (status === 200) acknowledged.add(context.nonce)
        },
      },
    ],
  }
  return { options, acknowledged }
}

function saveBody(key, nonce) {
  const form = { name: ['Load', 'Test'], email: 'load@example.com', topic: 'Sales', message: nonce }
  return { key, formId: 'contact', collectionId: '', objectName: 'bench', isOverlayForm: false, submitButtonText: 'Send', form: JSON.stringify(form) }
}

/** The message (nonce) of every stored contact submission whose message starts with `marker`, repeats included. */
async function storedNonces(baseUrl, marker) {
  const headers = { authorization: `Bearer ${BENCH_ADMIN_TOKEN}` }
  const submissions = await (await fetch(`${baseUrl}/api/form/submissions?formId=contact`, { headers })).json()
  return submissions.map((submission) => submission.form.message).filter((message) => message.startsWith(`${marker}-`))
}

function row(scenario, result, acknowledged, storedList) {
  const stored = new Set(storedList)
  const statuses = Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => `${status}: ${count}`).join(', ')
  return {
    scenario,
    'requests/s': Math.round(result.requests.average),
    'submissions/s': Math.round(acknowledged.size / result.duration),
    acknowledged: acknowledged.size,
    stored: stored.size,
    lost: [...acknowledged].filter((nonce) => !stored.has(nonce)).length,
    duplicated: storedList.length - stored.size,
    'answers (status: count)': `${statuses}${result.errors ? `, connection errors: ${result.errors}` : ''}`,
  }
}

/** dist/server.js on a free port over `dataDir`; `kill()` is a SIGKILL, `stop()` a clean SIGTERM. */
async function startServer(serverFile, dataDir) {
  const server = await spawnReferenceServer(serverFile, { ...BENCH_SERVER_ENV, DATA_DIR: dataDir, DATABASE_URL: '' })
  return { ...server, baseUrl: `http://127.0.0.1:${server.port}` }
}
