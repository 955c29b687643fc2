import { mobilePlatform, nativeHandler, type MobilePlatform } from './mobile-platform.ts'

/** Where the legacy app, which has no message handlers, is sent to close the page. */
export const MOBILE_APP_BACK_LINK = 'mobile-app://back'

/** The native side's answer to one message: a result, or an error (any value but `undefined`) that rejects the caller's promise. */
export interface NativeReply {
  result?: unknown
  error?: unknown
}

/** The function the native side calls with its answer: `window.ssNativeReply(promiseId, reply)`. */
export type NativeReplyReceiver = (promiseId: string, reply: NativeReply) => void

export interface MobileBridge {
  readonly platform: MobilePlatform
  /** Asks the app about itself; resolves to what it answers. */
  info(): Promise<unknown>
  /** Tells the app that `name` happened, with `body`. */
  sendEvent(name: string, body?: unknown): Promise<unknown>
  /** Asks the app to close the page; the legacy app is sent to its back link instead. */
  dismiss(): Promise<unknown>
  /** How many messages still wait for the app's answer. */
  readonly pendingCount: number
}

export interface MobileBridgeOptions {
  /** Opens a URL; the window's `location.assign` by default. */
  navigate?: (url: string) => void
}

interface PendingRequest {
  resolve: (result: unknown) => void
  reject: (error: Error) => void
}

/** The messages of one window that wait for an answer, and the last promise id given there. */
interface ReplyChannel {
  pending: Map<string, PendingRequest>
  lastPromiseId: number
}

const channels = /* @__PURE__ */ new WeakMap<Window, ReplyChannel>()

/** The window's reply channel; the first call installs `window.ssNativeReply`, which every bridge there shares. */
function replyChannel(win: Window): ReplyChannel {
  const existing = channels.get(win)
  if (existing) return existing
  const channel: ReplyChannel = { pending: new Map(), lastPromiseId: 0 }
  const receive: NativeReplyReceiver = (promiseId, reply) => {
    const request = channel.pending.get(promiseId)
    if (!request) return
    channel.pending.delete(promiseId)
    if (reply.error !== undefined) request.reject(new Error(String(reply.error)))
    else request.resolve(reply.result)
  }
  ;(win as Window & { ssNativeReply?: NativeReplyReceiver }).ssNativeReply = receive
  channels.set(win, channel)
  return channel
}

/**
 * The page's bridge to the mobile app that opened it. Each message is posted as JSON
 * `{promiseId, name?, body?}` to the native handler of its name; the app answers by calling
 * `window.ssNativeReply(promiseId, {result} | {error})`, which settles that message's promise and forgets it.
 * A message the app has no handler for logs '[JS -> Native Bridge] <name> not found' and is rejected.
 * Throws 'mobile platform not correctly identified' on a page the app did not open.
 */
export function mobileBridge(win: Window = window, { navigate = (url) => win.location.assign(url) }: MobileBridgeOptions = {}): MobileBridge {
  const platform = mobilePlatform(win)
  const channel = replyChannel(win)

  const send = (name: string, fields: { name?: string; body?: unknown } = {}) => {
    const handler = nativeHandler(win, name)
    if (!handler) {
      const message = `[JS -> Native Bridge] ${name} not found`
      console.error(message)
      return Promise.reject(new Error(message))
    }
    const promiseId = String(++channel.lastPromiseId)
    return new Promise<unknown>((resolve, reject) => {
      channel.pending.set(promiseId, { resolve, reject })
      try {
        handler.postMessage(JSON.stringify({ promiseId, ...fields }))
      } catch (error) {
        channel.pending.delete(promiseId)
        throw error
      }
    })
  }

  return {
    platform,
    info: () => send('info'),
    sendEvent: (name, body) => send('sendEvent', { name, body }),
    dismiss() {
      if (platform === 'native') return send('dismiss')
      navigate(MOBILE_APP_BACK_LINK)
      return Promise.resolve(undefined)
    },
    get pendingCount() {
      return channel.pending.size
    },
  }
}
