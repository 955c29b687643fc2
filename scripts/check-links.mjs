// Checks the links of the documentation: every Markdown file of the repository and every generated docs page.
// A relative link must name a file that exists, and its `#anchor` a heading or id of that file; an absolute
// link may only go to a public site over https. No link leaves the repository for the project's private notes,
// and no text cites sections (`§`) of documents a user does not have.
//   node scripts/check-links.mjs            the Markdown files, and dist/demo when it has been built
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { JSDOM } from 'jsdom'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', '.git', '.data', '.bench'])
const CITATION = /§/
const PRIVATE_PATH = /(^|\/)\.\.\/shared\b/

/** Every `*.md` under `root`, outside dependencies, builds and data. */
export function markdownFiles(root = repoRoot) {
  const found = []
  const visit = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name)) visit(join(folder, entry.name))
      else if (entry.isFile() && entry.name.endsWith('.md')) found.push(join(folder, entry.name))
    }
  }
  visit(root)
  return found.sort()
}

/**
 * The problems of the Markdown files `files` (absolute paths) of the repository at `root`: one `file: message`
 * line each, empty when every link resolves. Fenced code and inline code are examples, not links, and are skipped.
 */
export function checkMarkdown(files, { root = repoRoot } = {}) {
  return files.flatMap((file) => {
    const text = proseOf(readFileSync(file, 'utf8'))
    const problems = citationProblems(text)
    for (const target of markdownLinks(text)) problems.push(...linkProblems(target, [root], localTarget(file, target)))
    return problems.map((problem) => `${relative(root, file)}: ${problem}`)
  })
}

/** Site addresses the reference server answers itself (the store's checkout, the API, images), not files. */
const SERVER_PATHS = ['/api/', '/commerce/', '/images/']

/**
 * The problems of the generated docs pages under `siteRoot` (dist/demo): their `<a>` and `<link>` addresses. A
 * site address (`/ss-accordion/`) resolves as the reference server serves it: the generated pages, then
 * `siteAssets` (demo/); `/dist/` only when `distRoot` holds a build. The live examples and the content of
 * elements (sample addresses of a shop or a profile) are not documentation and are skipped; snippets are text.
 */
export function checkPages(siteRoot, { root = repoRoot, siteAssets = join(root, 'demo'), distRoot = join(root, 'dist') } = {}) {
  const builtDist = existsSync(join(distRoot, 'ss-elements.js'))
  const resolveSitePath = (path) => {
    if (SERVER_PATHS.some((prefix) => path.startsWith(prefix))) return undefined
    if (path.startsWith('/dist/')) return builtDist ? join(distRoot, path.slice('/dist/'.length)) : undefined
    const inSite = join(siteRoot, path)
    return existsSync(inSite) ? inSite : join(siteAssets, path)
  }
  return htmlFiles(siteRoot).flatMap((file) => {
    const { document } = new JSDOM(readFileSync(file, 'utf8')).window
    document.querySelectorAll('.example-live').forEach((example) => example.remove())
    const problems = citationProblems(document.body.textContent)
    const links = [...document.querySelectorAll('a[href], link[href]')].filter((link) => !insideAnElement(link))
    for (const target of links.map((link) => link.getAttribute('href'))) {
      const local = target.startsWith('/') && !target.startsWith('//') ? siteTarget(target, resolveSitePath) : localTarget(file, target)
      problems.push(...linkProblems(target, [root, siteRoot], local))
    }
    return problems.map((problem) => `${relative(siteRoot, file)}: ${problem}`)
  })
}

function insideAnElement(node) {
  for (let parent = node.parentElement; parent; parent = parent.parentElement) {
    if (parent.localName.startsWith('ss-')) return true
  }
  return false
}

function htmlFiles(folder) {
  return readdirSync(folder, { recursive: true })
    .filter((name) => String(name).endsWith('.html'))
    .map((name) => join(folder, String(name)))
    .sort()
}

/** The text of a Markdown file with fenced code blocks and inline code spans blanked, lines kept in place. */
export function proseOf(markdown) {
  const blank = (code) => code.replace(/[^\n]/g, '')
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, blank).replace(/(`+)[\s\S]*?\1/g, blank)
}

/** The targets of inline links and images, reference definitions and HTML `href`/`src` in Markdown prose. */
export function markdownLinks(prose) {
  const targets = []
  for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(match[1])
  for (const match of prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)) targets.push(match[1])
  for (const match of prose.matchAll(/\b(?:href|src)\s*=\s*["']([^"']+)["']/g)) targets.push(match[1])
  return targets
}

function citationProblems(text) {
  return text
    .split('\n')
    .flatMap((line, i) => (CITATION.test(line) ? [`line ${i + 1} cites a section of a document outside the repository`] : []))
}

/** `{ file, anchor }` for a link relative to `fromFile`, or undefined when the link is absolute. */
function localTarget(fromFile, target) {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(target)) return undefined
  const [path, anchor] = splitAnchor(target)
  return { file: path ? resolve(dirname(fromFile), decodeURIComponent(path)) : fromFile, anchor }
}

function siteTarget(target, resolveSitePath) {
  const [path, anchor] = splitAnchor(target)
  const file = resolveSitePath(decodeURIComponent(path.split('?')[0]))
  if (file === undefined) return { skipped: true }
  return { file: path.endsWith('/') ? join(file, 'index.html') : file, anchor }
}

function splitAnchor(target) {
  const hash = target.indexOf('#')
  return hash === -1 ? [target, undefined] : [target.slice(0, hash), target.slice(hash + 1)]
}

/** `roots`: the folders a relative link may resolve into. */
function linkProblems(target, roots, local) {
  if (PRIVATE_PATH.test(target)) return [`links outside the repository: ${target}`]
  if (!local) return absoluteLinkProblems(target)
  if (local.skipped) return []
  if (!roots.some((root) => !relative(root, local.file).startsWith('..'))) return [`links outside the repository: ${target}`]
  if (!existsSync(local.file)) return [`links to a missing file: ${target}`]
  if (local.anchor && !anchorsOf(local.file).has(decodeURIComponent(local.anchor))) {
    return [`links to a missing anchor: ${target}`]
  }
  return []
}

function absoluteLinkProblems(target) {
  const url = URL.canParse(target) ? new URL(target) : undefined
  if (!url) return [`is not a valid address: ${target}`]
  if (['mailto:', 'tel:', 'data:'].includes(url.protocol)) return []
  if (/^(localhost|127\.|0\.0\.0\.0|\[::1\])|\.(local|internal|test)$/i.test(url.hostname)) {
    return [`links to a private host: ${target}`]
  }
  if (url.protocol !== 'https:') return [`links by ${url.protocol} rather than to a public https site: ${target}`]
  return []
}

const anchorCache = new Map()

/** The fragment ids of a file: a Markdown file's heading slugs (as GitHub makes them) and HTML ids. */
export function anchorsOf(file) {
  if (!anchorCache.has(file)) {
    const text = statSync(file).isFile() ? readFileSync(file, 'utf8') : ''
    const ids = [...text.matchAll(/\b(?:id|name)\s*=\s*["']([^"']+)["']/g)].map((match) => match[1])
    if (file.endsWith('.md')) ids.push(...headingSlugs(text))
    anchorCache.set(file, new Set(ids))
  }
  return anchorCache.get(file)
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens, repeats numbered `-1`, `-2`. */
export function headingSlugs(markdown) {
  const seen = new Map()
  const withoutCode = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '')
  return [...withoutCode.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)].map((match) => {
    // Code spans keep their text (`<ss-menu>`); outside them, tags are markup and links keep their text.
    const text = match[1]
      .split('`')
      .map((part, i) => (i % 2 === 1 ? part : part.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/<[^>]+>/g, '')))
      .join('')
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    return count === 0 ? base : `${base}-${count}`
  })
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const siteRoot = join(repoRoot, 'dist', 'demo')
  const problems = checkMarkdown(markdownFiles())
  if (existsSync(siteRoot)) problems.push(...checkPages(siteRoot))
  else console.warn('check-links: dist/demo is missing (npm run build writes it), so only the Markdown files were checked')
  for (const problem of problems) console.error(problem)
  console.log(`check-links: ${problems.length} problem(s)`)
  process.exitCode = problems.length === 0 ? 0 : 1
}
