import { readFile, stat } from 'node:fs/promises'
import { extname, join, sep } from 'node:path'
import type { MiddlewareHandler } from 'hono'

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
}

/**
 * Serves the files under `root` for the request path after `urlPrefix`: a folder path ending in `/` serves its
 * `index.html`, one without the slash redirects to it. Paths leaving `root` and dot-files are not found: the
 * request goes on to the next handler, another root or the not-found page.
 */
export function serveFilesFrom(root: string, urlPrefix = ''): MiddlewareHandler {
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
    const response = await serveFile(found.isDirectory() ? join(filePath, 'index.html') : filePath)
    if (response) return response
    return next()
  }
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

async function serveFile(filePath: string): Promise<Response | undefined> {
  const contents = await readFile(filePath).catch(() => undefined)
  if (!contents) return undefined
  return new Response(contents, {
    headers: {
      'Content-Type': CONTENT_TYPES[extname(filePath).toLowerCase()] ?? 'application/octet-stream',
      // These files change while someone works on the demo or rebuilds dist/: always revalidate.
      'Cache-Control': 'no-cache',
    },
  })
}
