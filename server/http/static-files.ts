import type { Stats } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, sep } from 'node:path'
import type { HonoRequest, MiddlewareHandler } from 'hono'
import { chooseEncoding, createCompressionCache, type ContentEncoding } from './compression.ts'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wav': 'audio/wav',
}

/** Text formats, which compress to a fraction of their size; images, fonts and videos are compressed already. */
const COMPRESSIBLE_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.map', '.json', '.css', '.svg', '.txt'])

/** A year, the most `max-age` browsers honour: a file whose name holds its content's hash never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Any other file may change while someone works on the demo or rebuilds dist/: revalidated on every use. */
const REVALIDATE = 'no-cache'

export interface ServeFilesOptions {
  /** Whether the file at this path (relative to the root, `/`-separated) is named by a hash of its content. */
  isImmutable?(relativePath: string): boolean
  /** An HTML page as sent instead of as stored, or undefined to send the file. */
  rewriteHtml?: RewriteHtml
}

/** The file's path, bytes and ETag (a new one for each version of the file) and the request asking for it. */
export type RewriteHtml = (page: { path: string; contents: NonSharedBuffer; etag: string }, request: HonoRequest) => Promise<RewrittenPage | undefined>

export interface RewrittenPage {
  contents: NonSharedBuffer
  /** Names the rewrite in the answer's ETag, so that a cached copy of the file as stored is not taken for it. */
  variant: string
}

/**
 * Serves the files under `root` for the request path after `urlPrefix`: a folder path ending in `/` serves its
 * `index.html`, one without the slash redirects to it. Paths leaving `root` and dot-files are not found: the
 * request goes on to the next handler, another root or the not-found page. Text files are sent compressed
 * with brotli or gzip as the request accepts, each file version compressed once and kept in memory; every
 * file has an ETag, so that a revalidation of an unchanged file is answered with 304.
 */
export function serveFilesFrom(root: string, urlPrefix = '', { isImmutable = () => false, rewriteHtml }: ServeFilesOptions = {}): MiddlewareHandler {
  const compressed = createCompressionCache()
  return async (c, next) => {
    const { pathname, search } = splitRawUrl(c.req.url)
    const urlPath = pathname.slice(urlPrefix.length)
    const filePath = filePathWithin(root, urlPath)
    const found = filePath === undefined ? undefined : await stat(filePath).catch(() => undefined)
    if (!filePath || !found) return next()
    if (found.isDirectory() && !urlPath.endsWith('/')) {
      // One leading slash only: `//host/` would send the browser to another site.
      return c.redirect(`${pathname.replace(/^\/+/, '/')}/${search}`, 301)
    }
    const served = found.isDirectory() ? join(filePath, 'index.html') : filePath
    const stats = found.isDirectory() ? await stat(served).catch(() => undefined) : found
    const contents = stats?.isFile() ? await readFile(served).catch(() => undefined) : undefined
    if (!stats || !contents) return next()
    const immutable = isImmutable(urlPath.replace(/^\/+/, ''))
    const file = { path: served, contents, etag: entityTag(stats) }
    const rewritten = rewriteHtml && extname(served).toLowerCase() === '.html' ? await rewriteHtml(file, c.req) : undefined
    const sent = rewritten ? { ...file, contents: rewritten.contents, etag: file.etag.replace(/"$/, `-${rewritten.variant}"`) } : file
    return fileResponse({ ...sent, immutable, request: c.req.raw.headers, compressed })
  }
}

interface FileToSend {
  path: string
  etag: string
  contents: NonSharedBuffer
  immutable: boolean
  request: Headers
  compressed: ReturnType<typeof createCompressionCache>
}

async function fileResponse({ path, etag, contents, immutable, request, compressed }: FileToSend): Promise<Response> {
  const compressible = COMPRESSIBLE_EXTENSIONS.has(extname(path).toLowerCase())
  const headers = new Headers({
    'Content-Type': CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': immutable ? IMMUTABLE : REVALIDATE,
    ETag: etag,
  })
  if (compressible) headers.set('Vary', 'Accept-Encoding')
  if (request.get('If-None-Match')?.split(',').some((tag) => tag.trim() === etag)) {
    return new Response(null, { status: 304, headers })
  }
  const bodies = compressible ? await compressed(path, etag, contents) : {}
  const encoding = chooseEncoding(request.get('Accept-Encoding') ?? undefined, Object.keys(bodies) as ContentEncoding[])
  const body = (encoding && bodies[encoding]) || contents
  if (encoding) headers.set('Content-Encoding', encoding)
  headers.set('Content-Length', String(body.byteLength))
  return new Response(body, { headers })
}

/** A weak validator from the file's size and modification time, the two things a rebuild changes. */
function entityTag(stats: Stats): string {
  return `W/"${stats.size.toString(36)}-${Math.trunc(stats.mtimeMs).toString(36)}"`
}

/** The path and query exactly as requested: `new URL()` would resolve `..` before the checks below could see it. */
function splitRawUrl(url: string): { pathname: string; search: string } {
  const afterHost = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').replace(/#.*$/, '')
  const queryStart = afterHost.indexOf('?')
  return queryStart === -1
    ? { pathname: afterHost || '/', search: '' }
    : { pathname: afterHost.slice(0, queryStart) || '/', search: afterHost.slice(queryStart) }
}

/** The file a URL path names under `root`, or undefined for a path that is malformed, hidden or leaves `root`. */
function filePathWithin(root: string, urlPath: string): string | undefined {
  const decoded = decodeUrlPath(urlPath)
  if (decoded === undefined || decoded.includes('\0')) return undefined
  // Refuses `..` as well as dot-files such as `.git` or `.env`.
  if (decoded.split(/[/\\]/).some((segment) => segment.startsWith('.'))) return undefined
  const rootPrefix = root.endsWith(sep) ? root : root + sep
  const filePath = join(rootPrefix, decoded)
  return filePath.startsWith(rootPrefix) ? filePath : undefined
}

function decodeUrlPath(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
}
