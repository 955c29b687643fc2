// The demo site as `npm start` serves it: every page axe-clean and free of script errors, the live accordion,
// the event log and the Copy button working. Needs dist/ (npm test builds it first).
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkDemoInteractions, checkDemoPages } from '../demo/check-demo.mjs'
import { startServer } from '../scripts/bench/servers.mjs'
import { launchChromium } from '../scripts/lib/chromium.mjs'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
let server
let browser

beforeAll(async () => {
  server = await startServer({ repoRoot, distDir: `${repoRoot}dist` })
  browser = await launchChromium()
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('the demo site', () => {
  it('has no axe violations and no script errors on any page', async () => {
    const pages = await checkDemoPages({ baseUrl: server.baseUrl, browser })
    expect(pages.map(({ path }) => path)).toContain('/ss-accordion/')
    for (const { path, violations, errors } of pages) {
      expect(violations.map(({ id, help }) => `${path}: ${id} (${help})`)).toEqual([])
      expect(errors.map((message) => `${path}: ${message}`)).toEqual([])
    }
  }, 60_000)

  it('shows the accordion working, its events in the log, and copies a snippet', async () => {
    expect(await checkDemoInteractions({ baseUrl: server.baseUrl, browser })).toEqual([])
  }, 60_000)
})
