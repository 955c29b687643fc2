// `renderPage` (ss-elements/server, the built dist/server-render/index.js) on a page of 20 blocks, as a server's
// request path would call it: in a Node process of its own with NODE_ENV=production (React's production build),
// the median and slowest of many calls on one core, after a warm-up.
import { execFileSync } from 'node:child_process'
import { benchBlocks, builtRenderPage } from './server-blocks.mjs'

const BLOCKS = 20
const WARM_UP = 300
const RUNS = 200
const TARGET_MS = 30

export default {
  name: `Server render: renderPage of a page of ${BLOCKS} blocks (Node, NODE_ENV=production, one core, median of ${RUNS} after ${WARM_UP} warm-up calls)`,
  async run({ distDir }) {
    const env = { ...process.env, NODE_ENV: 'production' }
    const output = execFileSync(process.execPath, [new URL(import.meta.url).pathname, distDir], { env, encoding: 'utf8' })
    return JSON.parse(output)
  },
}

/** In the child process: the rows. */
async function measure(distDir) {
  const renderPage = await builtRenderPage(distDir)
  const { blocks, kinds } = await benchBlocks(distDir, BLOCKS)
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Blocks</title></head><body>\n${blocks.join('\n')}\n</body></html>`
  const times = []
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const start = performance.now()
    const { warnings } = await renderPage(page)
    if (warnings.length > 0) throw new Error(`renderPage warned: ${warnings.join('; ')}`)
    if (run >= WARM_UP) times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)]
  return [
    {
      page: `${BLOCKS} blocks of ${kinds} kinds`,
      'median (ms)': median.toFixed(1),
      'slowest (ms)': times.at(-1).toFixed(1),
      'page (KB)': (page.length / 1024).toFixed(1),
      target: `≤ ${TARGET_MS} ms: ${median <= TARGET_MS ? 'met' : 'NOT met'}`,
    },
  ]
}

if (process.argv[1] === new URL(import.meta.url).pathname) process.stdout.write(JSON.stringify(await measure(process.argv[2])))
