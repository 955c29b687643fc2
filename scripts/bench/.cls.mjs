import { startServer } from './servers.mjs'
import { launchChromium } from '../lib/chromium.mjs'
const repoRoot = new URL('../..', import.meta.url).pathname
const server = await startServer({ repoRoot, distDir: repoRoot + 'dist' })
const browser = await launchChromium()
for (const path of ['/ss-gallery/', '/ss-form/']) {
  const ctx = await browser.newContext({ viewport: { width: 1350, height: 940 } })
  const p = await ctx.newPage()
  await p.addInitScript(() => {
    window.shifts = []
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.shifts.push({ t: Math.round(e.startTime), v: +e.value.toFixed(3), src: e.sources.map((s) => { const n = s.node; return n ? `${n.nodeName}${n.id ? '#' + n.id : ''}.${n.className?.baseVal ?? n.className ?? ''} ${JSON.stringify(s.previousRect)}→${JSON.stringify(s.currentRect)}` : '?' }) }) }).observe({ type: 'layout-shift', buffered: true })
  })
  await p.goto(server.baseUrl + path, { waitUntil: 'networkidle' })
  await p.waitForTimeout(1500)
  console.log(path, JSON.stringify(await p.evaluate(() => window.shifts), null, 1).slice(0, 3000))
  await ctx.close()
}
await browser.close(); await server.stop()
