// Starts /usr/bin/WebKitWebDriver on a free local port for the run and stops it when the process exits.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'

const binary = '/usr/bin/WebKitWebDriver'

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function waitUntilReady(port, driver, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`${binary} exited with code ${driver.exitCode}`)
    const ready = await fetch(`http://127.0.0.1:${port}/status`)
      .then((response) => response.ok)
      .catch(() => false)
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${binary} did not answer on port ${port} within ${timeoutMs} ms`)
}

export async function startWebKitWebDriver() {
  if (!process.env.DISPLAY) {
    throw new Error('WebKitGTK needs a display: run the browser tests through scripts/test-browser.mjs (xvfb-run)')
  }
  const port = await freePort()
  const driver = spawn(binary, [`--port=${port}`, '--host=127.0.0.1'], { stdio: ['ignore', 'ignore', 'inherit'] })
  process.once('exit', () => driver.kill())
  await waitUntilReady(port, driver)
  return { port }
}
