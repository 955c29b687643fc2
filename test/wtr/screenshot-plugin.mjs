// Server commands behind test/ssr-pixels.browser.test.ts, in all three browsers:
// - `ss-render-page` { html }: the page as `npx ss-elements render` gives it (dist/server-render/, built first;
//   in a process of its own, away from the test runner's console);
// - `ss-screenshot` { index, name }: keeps a PNG of `window.__ssScreenshotTargets[index]` under `name`, once two
//   taken in a row are alike (an image swapped for a sharper one, a slide settling; 10 tries at most);
// - `ss-pixel-difference` { before, after }: the share of pixels that differ between two kept screenshots.
// SSR_PARITY_SHOTS=<dir> also writes each compared pair there, to look at.
import { execFile } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pixelDifference, settledScreenshot } from '../helpers/pixel-difference.mjs'

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function screenshotPlugin(rootDir) {
  const kept = new Map()
  return {
    name: 'ss-screenshot-commands',
    async executeCommand({ command, payload, session }) {
      if (command === 'ss-render-page') return { html: await render(rootDir, payload.html) }
      if (command === 'ss-screenshot') {
        kept.set(`${session.id} ${payload.name}`, await settledScreenshot(() => screenshot(session, payload.index)))
        return true
      }
      if (command === 'ss-pixel-difference') {
        const [before, after] = [payload.before, payload.after].map((name) => kept.get(`${session.id} ${name}`))
        if (!before || !after) throw new Error(`no screenshot named ${before ? payload.after : payload.before}`)
        if (process.env.SSR_PARITY_SHOTS) keep(process.env.SSR_PARITY_SHOTS, `${session.browser.name}-${payload.before.replace(/-before$/, "")}`, before, after)
        return pixelDifference(before, after)
      }
    },
  }
}

function render(rootDir, html) {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [join(rootDir, 'bin/ss-elements.mjs'), 'render'], { cwd: rootDir }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    )
    child.stdin.end(html)
  })
}

async function screenshot(session, index) {
  const browser = session.browser
  if (browser.type === 'webdriver') {
    return browser.takeScreenshot(session.id, `return window.__ssScreenshotTargets[${Number(index)}]`)
  }
  const page = browser.getPage(session.id)
  const handle = await page.evaluateHandle((at) => window.__ssScreenshotTargets[at], index)
  return Buffer.from(await handle.asElement().screenshot())
}

function keep(directory, name, before, after) {
  mkdirSync(directory, { recursive: true })
  writeFileSync(join(directory, `${name}-before.png`), before)
  writeFileSync(join(directory, `${name}-after.png`), after)
}
