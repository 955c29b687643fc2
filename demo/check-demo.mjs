// Checks the generated demo site in a real browser: axe-core on every page, then a live accordion, the event
// log and a Copy button. Used by the browser suite; run it directly against a running server for a report:
//   node demo/check-demo.mjs http://localhost:8080
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/**
 * Opens the index page and every page its navigation links to, waits until every `ss-*` element on it has
 * rendered, and runs axe-core. Returns one `{ path, violations, errors }` per page: `violations` as axe reports
 * them, `errors` the uncaught exceptions and `console.error` messages of the page.
 * @param {{ baseUrl: string, browser: import('playwright-core').Browser }} options
 */
export async function checkDemoPages({ baseUrl, browser }) {
  const context = await browser.newContext()
  try {
    const paths = await demoPagePaths(context, baseUrl)
    const results = []
    for (const path of paths) {
      const page = await context.newPage()
      const errors = collectErrors(page)
      await openDemoPage(page, new URL(path, baseUrl).href)
      results.push({ path, violations: await axeViolations(page), errors })
      await page.close()
    }
    return results
  } finally {
    await context.close()
  }
}

/**
 * Uses `/ss-accordion/` as a visitor would: clicks the first summary, then expects the item open, an
 * `ss-toggle` line with `"open":true` in the event log and still no axe violations with the log filled; clicks
 * the first Copy button and expects its snippet on the clipboard. Returns the problems found, empty when all works.
 * @param {{ baseUrl: string, browser: import('playwright-core').Browser }} options
 */
export async function checkDemoInteractions({ baseUrl, browser }) {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] })
  const problems = []
  try {
    const page = await context.newPage()
    await openDemoPage(page, new URL('/ss-accordion/', baseUrl).href)
    const item = page.locator('ss-accordion details').first()
    await item.locator('summary').click()
    const logLine = page.locator('.event-log li').first()
    await logLine.waitFor({ timeout: 5000 }).catch(() => problems.push('no line appeared in the event log'))
    const line = (await logLine.textContent({ timeout: 1000 }).catch(() => '')) ?? ''
    if (!line.includes('ss-toggle') || !line.includes('"open":true')) {
      problems.push(`the event log's line reads "${line}", not an ss-toggle with "open":true`)
    }
    await page.waitForFunction((details) => details.open && details.getAnimations().length === 0, await item.elementHandle())
    for (const violation of await axeViolations(page)) problems.push(`axe with the log filled: ${violation.id}: ${violation.help}`)

    const snippet = page.locator('.snippet').first()
    await snippet.locator('.copy-button').click()
    await snippet.locator('.copy-status', { hasText: 'Copied' }).waitFor({ timeout: 2000 }).catch(() => {})
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    if (copied !== (await snippet.locator('pre').textContent())) problems.push(`Copy put "${copied}" on the clipboard, not the snippet`)
    return problems
  } finally {
    await context.close()
  }
}

/** The index page and every page its header navigation links to, as paths. */
async function demoPagePaths(context, baseUrl) {
  const page = await context.newPage()
  await page.goto(new URL('/', baseUrl).href)
  const links = await page.$$eval('header nav a[href]', (anchors) => anchors.map((anchor) => anchor.pathname))
  await page.close()
  return [...new Set(['/', ...links])]
}

async function openDemoPage(page, url) {
  const response = await page.goto(url)
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`)
  const deadline = Date.now() + 10_000
  let unrendered = await page.evaluate(unrenderedElements)
  while (unrendered.length > 0 && Date.now() < deadline) {
    await page.waitForTimeout(50)
    unrendered = await page.evaluate(unrenderedElements)
  }
  if (unrendered.length > 0) throw new Error(`${url}: not rendered after 10 s: ${[...new Set(unrendered)].join(', ')}`)
}

/** The `ss-*` elements of the page that are not defined yet, or whose shadow root is still empty. Runs in the page. */
function unrenderedElements() {
  return [...document.querySelectorAll('*')]
    .filter((element) => element.localName.startsWith('ss-'))
    .filter((element) => !customElements.get(element.localName) || !element.shadowRoot?.hasChildNodes())
    .map((element) => `<${element.localName}>${customElements.get(element.localName) ? '' : ' (never defined)'}`)
}

/** The axe-core violations of a page (or a frame of one). */
export async function axeViolations(page) {
  await page.addScriptTag({ path: axePath })
  return page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations)
}

function collectErrors(page) {
  const errors = []
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`)
  })
  return errors
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const baseUrl = process.argv[2] ?? 'http://localhost:8080'
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  try {
    let failed = false
    for (const { path, violations, errors } of await checkDemoPages({ baseUrl, browser })) {
      failed ||= violations.length > 0 || errors.length > 0
      console.log(`${path}: ${violations.length} axe violation(s), ${errors.length} error(s)`)
      for (const violation of violations) {
        for (const node of violation.nodes) console.log(`  ${violation.id} (${violation.impact}): ${violation.help} — ${node.target}`)
      }
      for (const error of errors) console.log(`  ${error}`)
    }
    const problems = await checkDemoInteractions({ baseUrl, browser })
    failed ||= problems.length > 0
    console.log(`accordion, event log and Copy: ${problems.length === 0 ? 'work' : problems.join('; ')}`)
    process.exitCode = failed ? 1 : 0
  } finally {
    await browser.close()
  }
}
