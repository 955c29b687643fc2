import { expect } from '@esm-bundle/chai'
import { MOBILE_APP_BACK_LINK, mobileBridge, type NativeReply } from './mobile-bridge.ts'
import type { NativeHost } from './mobile-platform.ts'

type NativePage = Window & NativeHost & { ssNativeReply?: (promiseId: string, reply: NativeReply) => void }
const page = window as NativePage

interface Received {
  handler: string
  message: { promiseId: string; name?: string; body?: unknown }
}

/** A stand-in for the app: it keeps what each of its `handlers` receives, and answers when the test says. */
function fakeApp(handlers: string[]) {
  const received: Received[] = []
  page.ssNativeBridge = Object.fromEntries(
    handlers.map((handler) => [handler, { postMessage: (text: string) => received.push({ handler, message: JSON.parse(text) }) }]),
  )
  // The app answers as a native WebView does: by running script in the page.
  const answer = (promiseId: string, reply: NativeReply) => page.ssNativeReply!(promiseId, reply)
  return { received, answer }
}

/** Collects what is logged with `console.error` while the bridge is used. */
function errorsLogged() {
  const seen: string[] = []
  const original = console.error
  console.error = (message: string) => seen.push(message)
  return { seen, restore: () => (console.error = original) }
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise
  } catch (error) {
    return error as Error
  }
  throw new Error('expected a rejection')
}

describe('the mobile bridge', () => {
  const testPage = location.href

  beforeEach(() => history.replaceState(null, '', '?platform=mobile-app'))
  afterEach(() => {
    history.replaceState(null, '', testPage)
    delete page.ssNativeBridge
  })

  it('is refused on a page the app did not open', () => {
    history.replaceState(null, '', testPage)
    fakeApp(['info'])
    expect(() => mobileBridge()).to.throw('mobile platform not correctly identified')
  })

  it('sends info with a promise id and resolves with the native reply, then forgets the request', async () => {
    const app = fakeApp(['info', 'sendEvent', 'dismiss'])
    const bridge = mobileBridge()
    expect(bridge.platform).to.equal('native')
    const info = bridge.info()
    expect(app.received).to.have.length(1)
    const { handler, message } = app.received[0]!
    expect(handler).to.equal('info')
    expect(Object.keys(message)).to.deep.equal(['promiseId'])
    expect(bridge.pendingCount).to.equal(1)
    app.answer(message.promiseId, { result: { appVersion: '5.2.0' } })
    expect(await info).to.deep.equal({ appVersion: '5.2.0' })
    expect(bridge.pendingCount).to.equal(0)
  })

  it('sends an event with its name and body, and rejects with the native error', async () => {
    const app = fakeApp(['sendEvent'])
    const bridge = mobileBridge()
    const sent = bridge.sendEvent('cart-updated', { items: 3 })
    const { message } = app.received[0]!
    expect(message).to.deep.equal({ promiseId: message.promiseId, name: 'cart-updated', body: { items: 3 } })
    app.answer(message.promiseId, { error: 'cart unavailable' })
    expect((await rejection(sent)).message).to.equal('cart unavailable')
    expect(bridge.pendingCount).to.equal(0)
  })

  it('settles each request by its own promise id, in whatever order the app answers', async () => {
    const app = fakeApp(['info', 'dismiss'])
    const bridge = mobileBridge()
    const info = bridge.info()
    const dismissed = bridge.dismiss()
    const [first, second] = app.received.map((entry) => entry.message)
    expect(first!.promiseId).not.to.equal(second!.promiseId)
    expect(app.received.map((entry) => entry.handler)).to.deep.equal(['info', 'dismiss'])
    app.answer(second!.promiseId, { result: 'closed' })
    expect(bridge.pendingCount).to.equal(1)
    app.answer(first!.promiseId, { result: 'info' })
    expect(await Promise.all([info, dismissed])).to.deep.equal(['info', 'closed'])
  })

  it('ignores a second answer, or an answer to an id it never gave', async () => {
    const app = fakeApp(['info'])
    const bridge = mobileBridge()
    const info = bridge.info()
    const { promiseId } = app.received[0]!.message
    app.answer('no-such-id', { error: 'stray' })
    app.answer(promiseId, { result: 1 })
    app.answer(promiseId, { error: 'late' })
    expect(await info).to.equal(1)
  })

  it('logs and rejects a message the app has no handler for', async () => {
    fakeApp(['info'])
    const errors = errorsLogged()
    try {
      const error = await rejection(mobileBridge().sendEvent('cart-updated'))
      expect(error.message).to.equal('[JS -> Native Bridge] sendEvent not found')
      expect(errors.seen).to.deep.equal(['[JS -> Native Bridge] sendEvent not found'])
    } finally {
      errors.restore()
    }
  })

  it('on the legacy app (no message handlers) dismisses by going to the back link, and has no other message', async () => {
    const visited: string[] = []
    const bridge = mobileBridge(window, { navigate: (url) => visited.push(url) })
    expect(bridge.platform).to.equal('legacy')
    await bridge.dismiss()
    expect(visited).to.deep.equal([MOBILE_APP_BACK_LINK])
    expect(bridge.pendingCount).to.equal(0)
    const errors = errorsLogged()
    try {
      expect((await rejection(bridge.info())).message).to.equal('[JS -> Native Bridge] info not found')
    } finally {
      errors.restore()
    }
    expect(errors.seen).to.deep.equal(['[JS -> Native Bridge] info not found'])
  })
})
