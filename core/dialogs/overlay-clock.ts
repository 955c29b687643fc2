/**
 * The timers of the overlays (`<ss-dialog>`'s auto-hide and hide fallback, `<ss-popup>`'s triggers, sign-up
 * close and stored dates). Everything goes through this object so that tests can replace its members with a
 * clock they move by hand, as `navigation` lets them replace page loads.
 */
export const overlayClock = {
  now: (): number => Date.now(),
  setTimeout: (callback: () => void, ms: number): number => window.setTimeout(callback, ms),
  clearTimeout: (id: number | undefined): void => window.clearTimeout(id),
}
