// `ss-elements render <file.html|dir> [--out <file|dir>]`: pages rendered by `renderPage`, in place of their
// source unless `--out` is given; with no file, standard input to standard output. Warnings go to standard error.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { parseArgs } from 'node:util'
import { renderPage } from './render-page.ts'

const USAGE = 'usage: ss-elements render [<file.html|dir>] [--out <file|dir>] [--styles-base <url>]'

export async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { out: { type: 'string' }, 'styles-base': { type: 'string' } },
  })
  const [command, source] = positionals
  if (command !== 'render' || positionals.length > 2) {
    process.stderr.write(`${USAGE}\n`)
    return 2
  }
  const options = values['styles-base'] ? { stylesBase: values['styles-base'] } : {}
  const render = async (html: string, name: string) => {
    const { html: rendered, warnings } = await renderPage(html, options)
    for (const warning of warnings) process.stderr.write(`${name}: ${warning}\n`)
    return rendered
  }
  if (source === undefined) {
    process.stdout.write(await render(readFileSync(0, 'utf8'), '(stdin)'))
    return 0
  }
  const files = statSync(source).isDirectory() ? htmlFilesUnder(source).map((file) => ({ file, out: join(values.out ?? source, relative(source, file)) })) : [{ file: source, out: values.out ?? source }]
  for (const { file, out } of files) {
    const rendered = await render(readFileSync(file, 'utf8'), file)
    mkdirSync(dirname(out), { recursive: true })
    writeFileSync(out, rendered)
  }
  return 0
}

function htmlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return htmlFilesUnder(path)
    return entry.name.endsWith('.html') ? [path] : []
  })
}
