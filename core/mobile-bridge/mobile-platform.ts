/** The query parameter and value with which the mobile app opens a page: `?platform=mobile-app`. */
export const MOBILE_APP_PARAMETER = 'platform'
export const MOBILE_APP_PLATFORM = 'mobile-app'

/** Thrown when the bridge is asked for on a page the mobile app did not open. */
export const PLATFORM_NOT_IDENTIFIED_MESSAGE = 'mobile platform not correctly identified'

/** What the native side offers for one message: iOS `WKScriptMessageHandler`, Android `WebMessageListener`. */
export interface NativeMessageHandler {
  postMessage(message: string): void
}

/** Where the native app injects its message handlers, one per message name. */
export interface NativeHost {
  webkit?: { messageHandlers?: Record<string, NativeMessageHandler | undefined> }
  ssNativeBridge?: Record<string, NativeMessageHandler | undefined>
}

/**
 * `native` when the app injected message handlers (in iOS as `window.webkit.messageHandlers`, elsewhere as
 * `window.ssNativeBridge`), `legacy` for the older app that injects none and watches navigation instead.
 */
export type MobilePlatform = 'native' | 'legacy'

/** Whether the page was opened by the mobile app: its query has `platform=mobile-app`. */
export function isMobileApp(search: string): boolean {
  return new URLSearchParams(search).get(MOBILE_APP_PARAMETER) === MOBILE_APP_PLATFORM
}

/** The app that opened the page; throws 'mobile platform not correctly identified' on a page it did not open. */
export function mobilePlatform(win: Window): MobilePlatform {
  if (!isMobileApp(win.location.search)) throw new Error(PLATFORM_NOT_IDENTIFIED_MESSAGE)
  const host = win as Window & NativeHost
  return host.webkit?.messageHandlers || host.ssNativeBridge ? 'native' : 'legacy'
}

/** The native handler of message `name`, if the app has one. */
export function nativeHandler(win: Window, name: string): NativeMessageHandler | undefined {
  const host = win as Window & NativeHost
  return host.webkit?.messageHandlers?.[name] ?? host.ssNativeBridge?.[name]
}
