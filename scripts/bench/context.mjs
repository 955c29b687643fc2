// What every measurement receives: where dist/ is, and on demand a Chromium and a URL for a generated page.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { launchChromium } from '../lib/chromium.mjs'
import { launchBareChromium } from './bare-chromium.mjs'
import { startServer } from './servers.mjs'

export function createBenchContext({ repoRoot }) {
  const distDir = join(repoRoot, 'dist')
  // Under dist/ so that the reference server, which serves `/dist/*` from there, serves the pages too.
  const pagesDir = join(distDir, 'bench-pages')
  const environment = { node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown' }
  let browser
  let bareBrowser
  let server

  return {
    distDir,
    environment,

    /** Headless Debian Chromium, launched once for the whole run. */
    async browser() {
      browser ??= launchChromium()
      const launched = await browser
      environment.chromium = launched.version()
      return launched
    },

    /** The same Chromium with no debugger in its pages, for timing a page load (see bare-chromium.mjs). */
    async bareBrowser() {
      bareBrowser ??= launchBareChromium()
      const launched = await bareBrowser
      environment.chromium = launched.version()
      return launched
    },

    /** Writes `html` as `/dist/bench-pages/<name>` and returns its URL; the folder is removed by close(). */
    async publishPage(name, html) {
      mkdirSync(pagesDir, { recursive: true })
      writeFileSync(join(pagesDir, name), html)
      server ??= startServer({ repoRoot, distDir })
      const { baseUrl, description } = await server
      environment.server = description
      return new URL(`/dist/bench-pages/${name}`, baseUrl).href
    },

    async close() {
      const closing = [browser, bareBrowser].map((launching) => launching?.then((launched) => launched.close()))
      closing.push(server?.then((started) => started.stop()))
      await Promise.allSettled(closing)
      rmSync(pagesDir, { recursive: true, force: true })
    },
  }
}
