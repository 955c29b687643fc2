export interface PixelRatioSettings {
  /** The lowest ratio images are chosen for (default 1). */
  dprMin?: number
  /** The highest ratio images are chosen for (default 2): sharper than that costs bytes nobody sees. */
  dprMax?: number
  /** Whether the visitor's Save-Data preference is honoured (default true). */
  allowSaveData?: boolean
}

/** The device pixel ratio images are chosen for: clamped by dprMin and dprMax, 1 at most under Save-Data. */
export function effectivePixelRatio(devicePixelRatio: number, saveData: boolean, settings: PixelRatioSettings = {}): number {
  const { dprMin = 1, dprMax = 2, allowSaveData = true } = settings
  const clamped = Math.min(Math.max(devicePixelRatio || 1, dprMin), Math.max(dprMin, dprMax))
  return saveData && allowSaveData ? Math.min(clamped, 1) : clamped
}

/**
 * The `sizes` value that makes the browser pick from a `srcset` as if its pixel ratio were `effectiveRatio`:
 * it wants `sizes × its own ratio` pixels, so `sizes` is scaled by effective / own.
 */
export function sizesFor(renderedWidth: number, devicePixelRatio: number, effectiveRatio: number): string {
  const own = devicePixelRatio > 0 ? devicePixelRatio : 1
  return `${Math.max(1, Math.ceil((renderedWidth * effectiveRatio) / own))}px`
}
