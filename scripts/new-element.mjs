// `npm run new-element -- ss-foo`: writes a working element folder, elements/ss-foo/, and regenerates the
// element index so that dist/ss-elements.js defines it. See core/element/README.md ("A new element").
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { writeElementIndex } from './lib/element-index.mjs'
import { elementFiles, elementNames } from './lib/element-template.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const [tag] = process.argv.slice(2)

let names
try {
  names = elementNames(tag ?? '')
} catch (error) {
  console.error(`${error.message}\nUsage: npm run new-element -- ss-<name>`)
  process.exit(1)
}
const folder = join(root, 'elements', names.tag)
if (existsSync(folder)) {
  console.error(`elements/${names.tag} exists already.`)
  process.exit(1)
}

mkdirSync(folder, { recursive: true })
for (const [name, text] of Object.entries(elementFiles(names))) writeFileSync(join(folder, name), text)
writeElementIndex(root)
console.log(`Wrote elements/${names.tag}/ and added <${names.tag}> to elements/index.ts.
Next: describe its block JSON in schema.ts and attributes.ts, draw it in ${names.component}.tsx, then
npm run build && BROWSERS=chromium node scripts/test-browser.mjs --files elements/${names.tag}/${names.tag}.browser.test.ts`)
