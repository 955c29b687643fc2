// Debian's Chromium driven by bare DevTools protocol commands over a pipe, for the benches that time a page load.
// Playwright enables the Runtime domain in every page it opens, and a page under a debugger is not the page a
// visitor gets: V8 then records a detailed stack trace for every Error created, and so collects the source
// positions of the functions on the stack. React creates three Errors when it loads, from inside the one function
// that holds all of react-dom: its first evaluation took 40 ms under Playwright and 4 ms here, on this machine.
// Here no page has the Runtime domain enabled: what a page logs or throws is collected by the page itself.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs'

/** Run in every page before its own scripts: errors and console messages, kept in `window.benchLog`. */
const PAGE_LOG = `window.benchLog = []
addEventListener('error', (event) => benchLog.push('error: ' + event.message))
addEventListener('unhandledrejection', (event) => benchLog.push('unhandled rejection: ' + String(event.reason)))
for (const level of ['log', 'debug', 'info', 'warn', 'error']) {
  const original = console[level]
  console[level] = (...args) => {
    benchLog.push(level + ': ' + args.map(String).join(' '))
    original.apply(console, args)
  }
}`

/** As Playwright launches it: a tab no one looks at still runs its timers and frames at full speed. */
const NEVER_THROTTLED = ['--disable-background-timer-throttling', '--disable-backgrounding-occluded-windows', '--disable-renderer-backgrounding']

/** How long the network must have been quiet for `networkIdle()`, as Playwright's `networkidle` counts it. */
const NETWORK_QUIET_MS = 500

export async function launchBareChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'ss-bench-chromium-'))
  const args = [
    ...CHROMIUM_ARGS,
    ...NEVER_THROTTLED,
    '--headless',
    '--remote-debugging-pipe',
    `--user-data-dir=${profile}`,
    '--hide-scrollbars',
    '--mute-audio',
    'about:blank',
  ]
  const chromium = spawn(CHROMIUM_PATH, args, { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] })
  const exited = new Promise((resolve) => chromium.once('exit', resolve))
  const protocol = pipeProtocol(chromium.stdio[3], chromium.stdio[4], exited)
  const { product } = await protocol.send('Browser.getVersion')

  return {
    version: () => product.replace(/^[^/]*\//, ''),

    /** A tab in a browser context of its own, so with an empty cache, sized `viewport`. */
    async newTab({ viewport = { width: 1280, height: 800 } } = {}) {
      const { browserContextId } = await protocol.send('Target.createBrowserContext')
      const { targetId } = await protocol.send('Target.createTarget', { url: 'about:blank', browserContextId })
      const { sessionId } = await protocol.send('Target.attachToTarget', { targetId, flatten: true })
      const send = (method, params) => protocol.send(method, params, sessionId)
      await send('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor: 1, mobile: false })
      await send('Page.enable')
      await send('Page.addScriptToEvaluateOnNewDocument', { source: PAGE_LOG })
      await send('Network.enable')
      return tab(protocol, sessionId, send, () => protocol.send('Target.disposeBrowserContext', { browserContextId }))
    },

    async close() {
      await protocol.send('Browser.close').catch(() => {})
      await exited
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

function tab(protocol, sessionId, send, dispose) {
  const requested = []
  let inFlight = 0
  let quietSince = performance.now()
  const settle = () => {
    inFlight--
    if (inFlight === 0) quietSince = performance.now()
  }
  const listeners = {
    'Network.requestWillBeSent': ({ request }) => {
      requested.push(request.url)
      inFlight++
    },
    'Network.loadingFinished': settle,
    'Network.loadingFailed': settle,
  }
  const unsubscribe = protocol.subscribe(sessionId, (method, params) => listeners[method]?.(params))

  const evaluate = async (expression) => {
    const { result, exceptionDetails } = await send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true })
    if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`)
    return result.value
  }

  return {
    /** The URLs requested so far, in order. */
    requested,
    goto: (url) => send('Page.navigate', { url }),
    /** The value of `expression` in the page, awaited; the page's own globals are there (`window.benchReadyAt`). */
    evaluate,
    /**
     * Polls `expression` until it is true, every `interval` ms; false after `timeout` ms. A poll is one small
     * task on the page's main thread, far apart enough not to weigh on what the page times itself.
     */
    async waitFor(expression, { timeout, interval = 100 }) {
      const end = performance.now() + timeout
      while (performance.now() < end) {
        if (await evaluate(`Boolean(${expression})`).catch(() => false)) return true
        await delay(interval)
      }
      return false
    },
    /** Whether no request was in flight for half a second within `timeout` ms. */
    async networkIdle(timeout) {
      const end = performance.now() + timeout
      while (performance.now() < end) {
        if (inFlight <= 0 && performance.now() - quietSince >= NETWORK_QUIET_MS) return true
        await delay(50)
      }
      return false
    },
    /** What the page logged and threw so far (console messages as `level: text`, errors as `error: message`). */
    log: () => evaluate('window.benchLog ?? []'),
    /** The JS heap in use after a full garbage collection, and the number of event listeners. */
    async holdings() {
      await send('HeapProfiler.collectGarbage')
      await send('Performance.enable')
      const { metrics } = await send('Performance.getMetrics')
      const metric = (name) => metrics.find((entry) => entry.name === name)?.value
      return { heapBytes: metric('JSHeapUsedSize'), listeners: metric('JSEventListeners') }
    },
    async close() {
      unsubscribe()
      await dispose()
    },
  }
}

/** DevTools protocol messages over Chromium's pipe: JSON, each ended by a NUL byte. */
function pipeProtocol(input, output, exited) {
  let nextId = 0
  const waiting = new Map()
  const subscribers = new Set()
  let buffered = ''
  output.setEncoding('utf8')
  output.on('data', (chunk) => {
    const parts = (buffered + chunk).split('\0')
    buffered = parts.pop()
    for (const part of parts) {
      const message = JSON.parse(part)
      if (message.id === undefined) {
        for (const subscriber of subscribers) subscriber(message)
        continue
      }
      const { resolve, reject, method } = waiting.get(message.id)
      waiting.delete(message.id)
      if (message.error) reject(new Error(`${method}: ${message.error.message}`))
      else resolve(message.result)
    }
  })
  exited.then(() => {
    for (const { reject, method } of waiting.values()) reject(new Error(`${method}: Chromium exited`))
    waiting.clear()
  })
  return {
    send(method, params = {}, sessionId) {
      const id = ++nextId
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject, method })
        input.write(`${JSON.stringify({ id, method, params, sessionId })}\0`)
      })
    },
    /** Calls `listener(method, params)` for each event of the session `sessionId`; returns the unsubscribe. */
    subscribe(sessionId, listener) {
      const subscriber = (message) => {
        if (message.sessionId === sessionId) listener(message.method, message.params)
      }
      subscribers.add(subscriber)
      return () => subscribers.delete(subscriber)
    },
  }
}
