// Time to a visible cookie banner on a page with nothing else, ours against vanilla-cookieconsent, in Chromium.
import { readFileSync } from 'node:fs'
import { BANNER_ENTRY, COOKIECONSENT_FILES, cookieconsentDir } from './consent-size.mjs'

const RUNS = 7
const MESSAGE = 'By using this website, you agree to our use of cookies.'

/** The first animation frame in which `selector` (looked up by `find`) is in the page: the frame that paints it. */
const timing = (find) => `
requestAnimationFrame(function check() {
  if (${find}) window.benchShownAt = performance.now()
  else requestAnimationFrame(check)
})`

const page = (title, head, body) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="icon" href="data:,">
${head}
</head>
<body>
<main><h1>${title}</h1><p>A page with nothing but a cookie banner.</p></main>
${body}
</body>
</html>
`

const ours = page(
  'ss-cookie-banner',
  `<script>${timing(`document.querySelector('ss-cookie-banner')?.shadowRoot?.querySelector('[part~=base]')`)}</script>
<script type="module" src="/dist/${BANNER_ENTRY}"></script>`,
  `<ss-cookie-banner data-block-json='{"cookieBannerAcceptType":"OPT_IN_AND_OUT","cookieBannerText":"${MESSAGE}"}'></ss-cookie-banner>`,
)

const theirs = page(
  'vanilla-cookieconsent',
  `<script>${timing(`document.querySelector('#cc-main .cm')`)}</script>
<link rel="stylesheet" href="cookieconsent.css">
<script type="module">
import { run } from './cookieconsent.esm.js'
run({
  // Its default hides the banner from automated browsers (navigator.webdriver), which this one is.
  hideFromBots: false,
  categories: { necessary: { enabled: true, readOnly: true }, analytics: {} },
  language: {
    default: 'en',
    translations: {
      en: {
        consentModal: { description: '${MESSAGE}', acceptAllBtn: 'Accept', acceptNecessaryBtn: 'Decline' },
        preferencesModal: { sections: [] },
      },
    },
  },
}).catch((error) => console.error(error))
</script>`,
  '',
)

export default {
  name: `Cookie banner page: time to a visible banner (Chromium, cold loads, median of ${RUNS} runs)`,
  async run(context) {
    for (const file of COOKIECONSENT_FILES) {
      await context.publishPage(file.replace('dist/', ''), readFileSync(`${cookieconsentDir}${file}`, 'utf8'))
    }
    const pages = [
      ['<ss-cookie-banner>', await context.publishPage('consent-ours.html', ours)],
      ['vanilla-cookieconsent', await context.publishPage('consent-cookieconsent.html', theirs)],
    ]
    const browser = await context.bareBrowser()
    const rows = []
    for (const [banner, url] of pages) {
      await shownAt(browser, url) // not counted: the first read of each file from disk
      const times = []
      for (let i = 0; i < RUNS; i++) times.push(await shownAt(browser, url))
      const sorted = times.map((time) => Math.round(time * 10) / 10).sort((a, b) => a - b)
      rows.push({ banner, 'median (ms)': sorted[Math.floor(RUNS / 2)], 'min (ms)': sorted[0], 'max (ms)': sorted.at(-1), runs: RUNS })
    }
    return rows
  },
}

/** One cold load, in a Chromium with no debugger in its pages (bare-chromium.mjs): a new tab has an empty cache. */
async function shownAt(browser, url) {
  const tab = await browser.newTab()
  try {
    await tab.goto(url)
    if (!(await tab.waitFor('window.benchShownAt !== undefined', { timeout: 30_000 }))) {
      throw new Error(`${url}: no banner after 30 s; ${(await tab.log()).join('; ')}`)
    }
    return await tab.evaluate('window.benchShownAt')
  } finally {
    await tab.close()
  }
}
