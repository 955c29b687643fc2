// Checks the generated demo site in a real browser: axe-core on every page, then a live accordion, the event
// log and a Copy button. Used by the browser suite; run it directly against a running server for a report:
//   node demo/check-demo.mjs http://localhost:8080
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/**
 * Opens the index page and every page its navigation links to (or only `paths`), waits until every `ss-*`
 * element on it has rendered, and runs axe-core, with the visitor preferring `colorScheme` (the theme follows).
 * Returns one `{ path, violations, errors }` per page: `violations` as axe reports them, `errors` the uncaught
 * exceptions and `console.error` messages of the page.
 * @param {{ baseUrl: string, browser: import('playwright-core').Browser, colorScheme?: 'light' | 'dark', paths?: string[] }} options
 */
export async function checkDemoPages({ baseUrl, browser, colorScheme = 'light', paths: only }) {
  const context = await browser.newContext({ colorScheme })
  try {
    const paths = only ?? (await demoPagePaths(context, baseUrl))
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
 * Uses `/ss-accordion/` as a visitor would: clicks the first item's button, then expects the item open, an
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
    const item = page.locator('ss-accordion > [data-state]').first()
    await item.locator('button[aria-expanded]').click()
    const logLine = page.locator('.event-log li').first()
    await logLine.waitFor({ timeout: 5000 }).catch(() => problems.push('no line appeared in the event log'))
    const line = (await logLine.textContent({ timeout: 1000 }).catch(() => '')) ?? ''
    if (!line.includes('ss-toggle') || !line.includes('"open":true')) {
      problems.push(`the event log's line reads "${line}", not an ss-toggle with "open":true`)
    }
    await page.waitForFunction((element) => element.dataset.state === 'open' && element.getAnimations().length === 0, await item.elementHandle())
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

/**
 * Uses the header's theme switcher as a visitor would: a first visit stores nothing and follows the visitor's
 * preference; choosing Dark darkens the page at once and is remembered, so the next page is dark from its first
 * paint (`data-ss-theme` is on <html> before <body> is parsed); choosing System forgets it. Returns the problems
 * found, empty when all works.
 * @param {{ baseUrl: string, browser: import('playwright-core').Browser }} options
 */
export async function checkThemeSwitcher({ baseUrl, browser }) {
  const context = await browser.newContext({ colorScheme: 'light' })
  const problems = []
  const expect = (what, actual, expected) => {
    if (actual !== expected) problems.push(`${what}: ${JSON.stringify(actual)}, not ${JSON.stringify(expected)}`)
  }
  const pageState = (page) =>
    page.evaluate(() => ({
      theme: document.documentElement.dataset.ssTheme ?? null,
      stored: localStorage.getItem('ss-demo-theme'),
      background: getComputedStyle(document.documentElement).backgroundColor,
    }))
  try {
    const page = await context.newPage()
    // Records the theme when <body> first appears, before anything of the page can be painted.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return
        document.documentElement.dataset.themeAtBody = document.documentElement.dataset.ssTheme ?? 'none'
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    await openDemoPage(page, new URL('/', baseUrl).href)
    expect('on a first visit, the theme and the stored choice', JSON.stringify(await pageState(page)), JSON.stringify({ theme: null, stored: null, background: 'rgb(255, 255, 255)' }))

    await page.getByLabel('Theme').selectOption({ label: 'Dark' })
    expect('after choosing Dark', JSON.stringify(await pageState(page)), JSON.stringify({ theme: 'dark', stored: 'dark', background: 'rgb(39, 41, 44)' }))

    await openDemoPage(page, new URL('/ss-accordion/', baseUrl).href)
    expect('on the next page, the theme when <body> began', await page.evaluate(() => document.documentElement.dataset.themeAtBody), 'dark')
    expect("on the next page, the switcher's value", await page.getByLabel('Theme').inputValue(), 'dark')

    await page.getByLabel('Theme').selectOption({ label: 'System' })
    expect('after choosing System', JSON.stringify(await pageState(page)), JSON.stringify({ theme: null, stored: null, background: 'rgb(255, 255, 255)' }))
    return problems
  } finally {
    await context.close()
  }
}

/** The index page and every page its header navigation links to, as paths. */
export async function demoPagePaths(context, baseUrl) {
  const page = await context.newPage()
  await page.goto(new URL('/', baseUrl).href)
  const links = await page.$$eval('header nav a[href]', (anchors) => anchors.map((anchor) => anchor.pathname))
  await page.close()
  return [...new Set(['/', ...links])]
}

/** Opens `url` in `page` and waits until every `ss-*` element on it has rendered (10 s at most). */
export async function openDemoPage(page, url) {
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
