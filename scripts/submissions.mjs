// `npm run submissions -- --form <id> [--csv] [--url <server>] [--token <admin token>]`: lists the submissions
// the reference server stored for one form, or writes them as CSV to stdout. It asks the running server
// (GET /api/form/submissions) rather than opening its database: PGlite serves one process at a time, and a
// second one would corrupt it. The listing needs the server's admin token: --token, else SS_ADMIN_TOKEN.
import { parseArgs } from 'node:util'

const USAGE =
  'usage: npm run submissions -- --form <form id> [--csv] [--url http://localhost:8080] [--token <admin token>]\n' +
  'The admin token is the one `npm start` prints (or SS_ADMIN_TOKEN, which is read when --token is not given).'

const { values } = parseArgs({
  options: {
    form: { type: 'string' },
    csv: { type: 'boolean', default: false },
    url: { type: 'string', default: `http://localhost:${process.env.PORT || 8080}` },
    token: { type: 'string', default: process.env.SS_ADMIN_TOKEN || undefined },
    help: { type: 'boolean', default: false },
  },
})

if (values.help || !values.form || !values.token) {
  console.error(USAGE)
  process.exit(values.help ? 0 : 2)
}

const endpoint = new URL('/api/form/submissions', values.url)
endpoint.searchParams.set('formId', values.form)
if (values.csv) endpoint.searchParams.set('format', 'csv')

let response
try {
  response = await fetch(endpoint, { headers: { Authorization: `Bearer ${values.token}` } })
} catch {
  console.error(`No server answers at ${values.url}: start it with \`npm start\`, or give its address with --url.`)
  process.exit(1)
}
if (response.status === 401) {
  console.error(`The server at ${values.url} did not accept the admin token: use the one \`npm start\` printed.`)
  process.exit(1)
}
if (response.status === 404) {
  console.error(`The server at ${values.url} has no form "${values.form}".`)
  process.exit(1)
}
if (!response.ok) {
  console.error(`The server at ${values.url} answered ${response.status}: ${await response.text()}`)
  process.exit(1)
}

if (values.csv) {
  process.stdout.write(await response.text())
} else {
  const submissions = await response.json()
  for (const { id, receivedAt, form } of submissions) {
    console.log(`#${id}  ${receivedAt}`)
    for (const [field, value] of Object.entries(form)) console.log(`  ${field}: ${describe(value)}`)
  }
  console.log(`${submissions.length} submission${submissions.length === 1 ? '' : 's'} of form "${values.form}"`)
}

function describe(value) {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.filter(Boolean).join(' ')
  return Object.entries(value)
    .map(([question, answer]) => `${question}: ${answer}`)
    .join('; ')
}
