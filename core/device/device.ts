/** A touch device is one with a touch screen at least this wide (002 §9); a narrower one is a phone. */
export const TOUCH_DEVICE_MIN_SCREEN_WIDTH = 700

/** The last width of the mobile layout; from the next pixel on, the layout is the desktop one (002 §9). */
export const MOBILE_MAX_WIDTH = 432
export const DESKTOP_MIN_WIDTH = MOBILE_MAX_WIDTH + 1

export type LayoutBreakpoint = 'mobile' | 'desktop'

/** What the touch check reads of the device; `screen` and `navigator` are enough. */
export interface TouchProbe {
  screen: { width: number }
  navigator: { maxTouchPoints: number }
}

/** Whether the device takes touch and its screen is at least 700 px wide (a tablet, not a phone). */
export function isTouchDevice(device: TouchProbe = window): boolean {
  return device.navigator.maxTouchPoints > 0 && device.screen.width >= TOUCH_DEVICE_MIN_SCREEN_WIDTH
}

/** The layout a viewport `width` gets: mobile up to 432 px, desktop from 433 px. */
export function layoutBreakpoint(width: number): LayoutBreakpoint {
  return width <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop'
}
