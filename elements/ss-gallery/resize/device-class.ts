/** The desktop breakpoints of 001 §9: below 800 px a window is a mobile one; from 1024 px a large desktop. */
export const DESKTOP_BREAKPOINTS_PX = { desktop: 800, largeDesktop: 1024 } as const
/** The device sizes that class a touch screen by its longer side (001 §9). */
export const DEVICE_SIZES_PX = { phone: 926, tablet: 1024, largeTablet: 1366 } as const

export type ViewportClass = 'mobile' | 'desktop' | 'large-desktop'
export type DeviceClass = 'phone' | 'tablet' | 'large-tablet' | 'desktop'

/** A window by its width: `mobile` under 800 px, `desktop` under 1024, `large-desktop` from 1024; none when unknown. */
export function viewportClass(width: number | undefined): ViewportClass | undefined {
  if (width === undefined) return undefined
  if (width < DESKTOP_BREAKPOINTS_PX.desktop) return 'mobile'
  return width < DESKTOP_BREAKPOINTS_PX.largeDesktop ? 'desktop' : 'large-desktop'
}

/**
 * A device by its screen: a touch screen (coarse pointer) whose longer side is at most 926 px is a phone, at most
 * 1024 a tablet, at most 1366 a large tablet; anything else, or any screen without touch, a desktop.
 */
export function deviceClass(screenWidth: number, screenHeight: number, coarsePointer: boolean): DeviceClass {
  const longSide = Math.max(screenWidth, screenHeight)
  if (!coarsePointer || longSide > DEVICE_SIZES_PX.largeTablet) return 'desktop'
  if (longSide <= DEVICE_SIZES_PX.phone) return 'phone'
  return longSide <= DEVICE_SIZES_PX.tablet ? 'tablet' : 'large-tablet'
}
