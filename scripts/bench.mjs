// `npm run bench`: sizes of dist/ and load times in Chromium, printed as Markdown and kept in .bench/results.json.
// Each measurement is a module of scripts/bench/ exporting `{ name, run(context) }` that returns rows (plain
// objects whose keys are the table's columns); add a row kind by adding a module to the list below.
// `npm run bench -- gallery cookie` runs only the measurements whose names contain one of the words given.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import accordionPage from './bench/accordion-page.mjs'
import bundleSizes from './bench/bundle-sizes.mjs'
import consentPage from './bench/consent-page.mjs'
import consentSize from './bench/consent-size.mjs'
import coreImports from './bench/core-imports.mjs'
import { createBenchContext } from './bench/context.mjs'
import elementSizes from './bench/element-sizes.mjs'
import formsLoad from './bench/forms-load.mjs'
import galleryCls from './bench/gallery-cls.mjs'
import galleryPages from './bench/gallery-pages.mjs'
import gallerySize from './bench/gallery-size.mjs'
import hydration from './bench/hydration.mjs'
import lighthouse from './bench/lighthouse.mjs'
import { markdownTable } from './bench/markdown-table.mjs'
import pageLoads from './bench/page-loads.mjs'
import pageWeight from './bench/page-weight.mjs'
import serverLoad from './bench/server-load.mjs'
import serverRender from './bench/server-render.mjs'

const measurements = [bundleSizes, elementSizes, pageWeight, pageLoads, coreImports, accordionPage, consentSize, consentPage, formsLoad, serverLoad, serverRender, hydration, gallerySize, galleryPages, galleryCls, lighthouse]

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const words = process.argv.slice(2).map((word) => word.toLowerCase())
const chosen = measurements.filter(({ name }) => words.length === 0 || words.some((word) => name.toLowerCase().includes(word)))

if (!existsSync(join(repoRoot, 'dist', 'ss-elements.js'))) {
  console.log('dist/ is missing: building it first')
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: repoRoot, stdio: 'inherit' })
}

const context = createBenchContext({ repoRoot })
const results = []
try {
  for (const measurement of chosen) {
    const rows = await measurement.run(context)
    results.push({ name: measurement.name, rows })
    console.log(`\n### ${measurement.name}\n\n${markdownTable(rows)}`)
  }
} finally {
  await context.close()
}

console.log(`\n${Object.entries(context.environment).map(([key, value]) => `${key}: ${value}`).join(' · ')}`)
mkdirSync(join(repoRoot, '.bench'), { recursive: true })
const report = { date: new Date().toISOString(), environment: context.environment, measurements: results }
writeFileSync(join(repoRoot, '.bench', 'results.json'), `${JSON.stringify(report, null, 2)}\n`)
console.log('written to .bench/results.json')
