// Answers /api/form/*, /api/commerce/*, /api/lock/*, /api/widget/* and the site-user, header/footer, multilingual and places calls in the browser tests with the real reference server: the server's sources are bundled
// and started (on a free port, with a new PGlite folder) on the first such request, and the requests are
// proxied to it with their cookies, so that the crumb check, submission keys and storage are the real ones.
import { request } from 'node:http'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startServer } from '../../scripts/bench/servers.mjs'
import { buildServer } from '../../server/build.mjs'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
// Inside the repository, so that the bundle's imports resolve to node_modules.
const buildDir = join(repoRoot, 'node_modules', '.cache', 'ss-forms-api')

// Every test page reaches the server through this proxy, from one address: the per-address form limits would
// count all the tests together. The per-visitor (crumb) limit still holds. The tests read what was stored as the
// site's owner would, with the admin token, which the proxy adds.
const ADMIN_TOKEN = 'browser-tests-admin-token'
const SERVER_ENV = {
  SS_ADMIN_TOKEN: ADMIN_TOKEN,
  SS_SUBMISSIONS_PER_ADDRESS_PER_MINUTE: '100000',
  SS_KEYS_PER_ADDRESS_PER_MINUTE: '100000',
}

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function formsApiPlugin() {
  let reference
  return {
    name: 'ss-forms-api',
    serverStart({ server }) {
      // Ahead of the dev server's Koa app, whose middleware list is fixed once it listens.
      const [devServer] = server.listeners('request')
      server.removeAllListeners('request')
      server.on('request', (req, res) => {
        if (!/^\/api\/(form|commerce|lock|widget|site-users|site-header-footer|multilingual|google-maps)(\/|\?|$)/.test(req.url ?? '')) return devServer.call(server, req, res)
        reference ??= buildServer(join(buildDir, 'server.js')).then(() => startServer({ repoRoot, distDir: buildDir, env: SERVER_ENV }))
        reference.then(
          ({ baseUrl }) => proxy(req, res, new URL(req.url, baseUrl)),
          (error) => res.writeHead(502).end(String(error)),
        )
      })
    },
    async serverStop() {
      await (await reference)?.stop()
    },
  }
}

function proxy(req, res, url) {
  const headers = { ...req.headers, authorization: `Bearer ${ADMIN_TOKEN}` }
  const upstream = request(url, { method: req.method, headers }, (response) => {
    res.writeHead(response.statusCode ?? 502, response.headers)
    response.pipe(res)
  })
  upstream.on('error', (error) => res.writeHead(502).end(String(error)))
  req.pipe(upstream)
}
