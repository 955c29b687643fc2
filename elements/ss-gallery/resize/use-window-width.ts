import { useEffect, useLayoutEffect, useState } from 'react'
import { useInBrowser } from '../../../core/element/use-in-browser.ts'
import { DESIGN_RESIZE_TIMEOUT_MS, ResizeEmitter } from './resize-emitter.ts'

const portrait = () => window.innerHeight > window.innerWidth

/**
 * The window's width (the carousel's narrow-window rules go by it), taken again 100 ms after a resize: one that
 * turns the window between portrait and landscape when `onOrientationChange`, any other when `onResize`.
 * Undefined in a server render and its hydration, which cannot know it.
 */
export function useWindowWidth({ onResize, onOrientationChange }: { onResize: boolean; onOrientationChange: boolean }): number | undefined {
  const known = useInBrowser()
  const [width, setWidth] = useState(() => (known ? window.innerWidth : undefined))
  // After a hydration, taken before the first paint.
  useLayoutEffect(() => setWidth((now) => now ?? window.innerWidth), [])
  useEffect(() => {
    if (!onResize && !onOrientationChange) return
    let wasPortrait = portrait()
    return new ResizeEmitter({ timeout: DESIGN_RESIZE_TIMEOUT_MS }).subscribe(({ width: now }) => {
      const turned = portrait() !== wasPortrait
      wasPortrait = portrait()
      if (turned ? onOrientationChange : onResize) setWidth(now)
    })
  }, [onResize, onOrientationChange])
  return known ? width : undefined
}
