// Lighthouse's performance category on the demo site's gallery and form pages, as a site owner would run it:
// the mobile preset (a mid-range phone on slow 4G, simulated) and the desktop one. Debian's Chromium through
// chrome-launcher; the pages come from the reference server, compressed and server-rendered as it serves them
// (`ss-elements/server`), and the gallery page also as written, its blocks drawn by their scripts only.
import * as chromeLauncher from 'chrome-launcher'
import { dirname } from 'node:path'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs'
import { startServer } from './servers.mjs'

const RUNS = 3
/** Each page, with the targets of its mobile run: a server-rendered gallery is final before its script. */
const PAGES = [
  { page: 'gallery, server-rendered', path: '/ss-gallery/', mobileTarget: { score: 98, lcpMs: 1500 } },
  { page: 'gallery, drawn by its script', path: '/ss-gallery/?render=client', mobileTarget: { score: 95 } },
  { page: 'form, server-rendered', path: '/ss-form/', mobileTarget: { score: 95 } },
]
const FORM_FACTORS = [
  ['mobile', undefined],
  ['desktop', desktopConfig],
]

export default {
  name: `Lighthouse performance of the demo pages (Debian Chromium, median of ${RUNS} runs by score)`,
  async run({ distDir, environment }) {
    const server = await startServer({ repoRoot: dirname(distDir), distDir })
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] })
    try {
      const rows = []
      for (const { page, path, mobileTarget } of PAGES) {
        const url = new URL(path, server.baseUrl).href
        // The server compresses each file on its first request; the measured runs should not pay for that.
        await audit(url, chrome.port, undefined)
        for (const [formFactor, config] of FORM_FACTORS) {
          const runs = []
          for (let run = 0; run < RUNS; run++) runs.push(await audit(url, chrome.port, config))
          const result = median(runs)
          const target = formFactor === 'mobile' ? verdict(mobileTarget, result) : ''
          rows.push({ page, 'form factor': formFactor, ...result, 'scores of the runs': runs.map((r) => r.score).join(', '), target })
        }
      }
      environment.lighthouse = (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version
      return rows
    } finally {
      await chrome.kill()
      await server.stop()
    }
  },
}

async function audit(url, port, config) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, config)
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    CLS: value('cumulative-layout-shift').toFixed(3),
    'LCP (ms)': Math.round(value('largest-contentful-paint')),
    'TBT (ms)': Math.round(value('total-blocking-time')),
    'FCP (ms)': Math.round(value('first-contentful-paint')),
  }
}

function verdict({ score, lcpMs }, result) {
  const met = result.score >= score && Number(result.CLS) <= 0.01 && (lcpMs === undefined || result['LCP (ms)'] <= lcpMs)
  return `≥ ${score}${lcpMs ? `, LCP ≤ ${lcpMs} ms` : ''}, CLS ≤ 0.01: ${met ? 'met' : 'NOT met'}`
}

/** The run whose score is the median, whole: its figures belong together. */
function median(runs) {
  const sorted = [...runs].sort((a, b) => a.score - b.score)
  return sorted[Math.floor(sorted.length / 2)]
}
