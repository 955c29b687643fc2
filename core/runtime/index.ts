export {
  destroy,
  initialise,
  registerInitializer,
  runtimeState,
  type BlockInitializer,
  type RuntimeState,
} from './lifecycle.ts'
export { startRuntime, stopRuntime, type RuntimeOptions } from './start-runtime.ts'
export { hideSystemErrorOverlay, showSystemErrorOverlay, SYSTEM_ERROR_DEFAULT_MESSAGE } from './system-error-overlay.ts'
export { LOGOUT_NOTICE_MESSAGE, LOGOUT_NOTICE_TITLE } from './logout-notice.ts'
export { ownerKeyAction, type OwnerKeyAction } from './owner-keys.ts'
export { ownerRedirectTarget, NOREDIRECT } from './owner-redirect.ts'
export { trace } from './page-trace.ts'
