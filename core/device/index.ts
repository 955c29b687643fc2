export {
  DESKTOP_MIN_WIDTH,
  MOBILE_MAX_WIDTH,
  TOUCH_DEVICE_MIN_SCREEN_WIDTH,
  isTouchDevice,
  layoutBreakpoint,
  type LayoutBreakpoint,
  type TouchProbe,
} from './device.ts'
