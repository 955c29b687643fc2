import { useLayoutEffect, useRef, type RefObject } from 'react'
import type { GalleryNavigator } from '../navigation/gallery-navigator.ts'

/**
 * Moves a track (the carousel's row, the slider's strip) to the transform `placement()` gives, animating from
 * where it was while the navigator is in motion, and settling the navigator when it arrives. `placement` runs
 * after layout, so it may measure; `key` changes whenever the placement may.
 */
export function useTrackMotion(
  track: RefObject<HTMLElement | null>,
  placement: () => string,
  key: string,
  navigator: GalleryNavigator,
  motionMs: number,
): void {
  const shown = useRef<string | undefined>(undefined)
  const place = useRef(placement)
  place.current = placement
  useLayoutEffect(() => {
    const element = track.current
    if (!element) return
    const transform = place.current()
    const from = shown.current ?? transform
    shown.current = transform
    element.style.transform = transform
    if (from === transform || !navigator.inMotion || motionMs === 0) {
      navigator.settle()
      return
    }
    const settle = () => navigator.settle()
    element.animate([{ transform: from }, { transform }], { duration: motionMs, easing: 'ease-in-out' }).finished.then(settle, settle)
  }, [track, key, navigator, motionMs])
}
