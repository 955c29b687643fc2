/** Image loads at a time: 16, or 1 on a mobile device. */
export const imageLoadConcurrency = (mobile: boolean): number => (mobile ? 1 : 16)

/** A phone or tablet: a narrow window (under the 800 px desktop breakpoint), or a touch screen up to tablet size. */
export function isMobileViewport(width: number, coarsePointer: boolean): boolean {
  return width < 800 || (coarsePointer && width <= 1366)
}

/** Whether this window is a mobile one, by `isMobileViewport`. */
export function isMobileDevice(win: Window = window): boolean {
  return isMobileViewport(win.innerWidth, win.matchMedia?.('(pointer: coarse)').matches ?? false)
}

interface NetworkInformationLike {
  saveData?: boolean
}

/** Whether the visitor asked to save data (the Save-Data client hint, `navigator.connection.saveData`). */
export function saveDataRequested(nav: Navigator = navigator): boolean {
  return (nav as Navigator & { connection?: NetworkInformationLike }).connection?.saveData === true
}
