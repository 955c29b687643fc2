// For the end-to-end suites (`*.e2e.test.mjs`): the demo site as `npm start` serves it (dist/ and the
// reference server; npm test builds dist/ first) and a Chromium, started before the file's tests, stopped after.
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll } from 'vitest'
import { startServer } from '../../scripts/bench/servers.mjs'
import { launchChromium } from '../../scripts/lib/chromium.mjs'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Registers the start and stop hooks; returns `{ baseUrl, browser }`, filled once the file's `beforeAll` ran.
 * @returns {{ baseUrl: string, browser: import('playwright-core').Browser }}
 */
export function useDemoSite() {
  const site = { baseUrl: '', browser: /** @type {any} */ (undefined) }
  let server
  beforeAll(async () => {
    server = await startServer({ repoRoot, distDir: `${repoRoot}dist` })
    site.baseUrl = server.baseUrl
    site.browser = await launchChromium()
  }, 120_000) // the server's cold start may take up to its own 90 s limit on a busy machine
  afterAll(async () => {
    await site.browser?.close()
    await server?.stop()
  })
  return site
}
