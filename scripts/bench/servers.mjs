// What serves the pages the bench opens: the reference server when it is built, else a static server of dist/.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, relative, sep } from 'node:path'

const STARTUP_TIMEOUT_MS = 30_000

/** Starts a server for `/dist/*`, the reference server with `env` added; resolves to `{ baseUrl, description, stop() }`. */
export function startServer({ repoRoot, distDir, env = {} }) {
  const serverFile = join(distDir, 'server.js')
  return existsSync(serverFile) ? startReferenceServer(serverFile, repoRoot, env) : startDistServer(distDir)
}

/** `dist/server.js` on a free port with an empty PGlite database of its own, as `npm start` would run it. */
async function startReferenceServer(serverFile, repoRoot, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ss-bench-data-'))
  const child = spawn(process.execPath, [serverFile], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  // Should the bench itself crash, the server must not outlive it.
  const killWithBench = () => child.kill('SIGTERM')
  process.once('exit', killWithBench)
  const stop = async () => {
    process.off('exit', killWithBench)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    const port = await announcedPort(child, exited)
    return { baseUrl: `http://localhost:${port}`, description: 'the reference server (dist/server.js)', stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The port in the server's "http://localhost:<port>/" line, once it is listening. */
function announcedPort(child, exited) {
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`dist/server.js did not start in ${STARTUP_TIMEOUT_MS} ms:\n${output}`)), STARTUP_TIMEOUT_MS)
    const settle = (settler, value) => {
      clearTimeout(timer)
      settler(value)
    }
    child.stdout.on('data', (chunk) => {
      output += chunk
      const port = /http:\/\/localhost:(\d+)/.exec(output)?.[1]
      if (port) settle(resolve, Number(port))
    })
    child.stderr.on('data', (chunk) => (output += chunk))
    exited.then((code) => settle(reject, new Error(`dist/server.js exited (${code}) before listening:\n${output}`)))
  })
}

const CONTENT_TYPES = { '.js': 'text/javascript', '.html': 'text/html; charset=utf-8', '.map': 'application/json' }

/** A bare static server: `/dist/<path>` from `distDir`, with the reference server's `Cache-Control: no-cache`. */
function startDistServer(distDir) {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
    const file = path.startsWith('/dist/') ? join(distDir, path.slice('/dist/'.length)) : undefined
    const inside = file && !relative(distDir, file).startsWith('..') && !file.includes(`${sep}.`)
    const body = inside ? await readFile(file).catch(() => undefined) : undefined
    if (!body) return response.writeHead(404).end()
    response.writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' })
    response.end(body)
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        baseUrl: `http://127.0.0.1:${server.address().port}`,
        description: 'the bench static server (dist/server.js is not built)',
        stop: () => new Promise((done) => server.close(done)),
      })
    })
  })
}
