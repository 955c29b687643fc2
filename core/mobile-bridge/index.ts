export {
  MOBILE_APP_BACK_LINK,
  mobileBridge,
  type MobileBridge,
  type MobileBridgeOptions,
  type NativeReply,
  type NativeReplyReceiver,
} from './mobile-bridge.ts'
export {
  isMobileApp,
  MOBILE_APP_PARAMETER,
  MOBILE_APP_PLATFORM,
  mobilePlatform,
  PLATFORM_NOT_IDENTIFIED_MESSAGE,
  type MobilePlatform,
  type NativeHost,
  type NativeMessageHandler,
} from './mobile-platform.ts'
