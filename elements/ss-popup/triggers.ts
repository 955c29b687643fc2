import { overlayClock } from '../../core/dialogs/overlay-clock.ts'
import type { PopupConfig } from './schema.ts'

/** Below the 800 px desktop breakpoint the popup stays away unless `enableMobile` is set. */
export const MOBILE_MAX_WIDTH = 799

export const isMobileWidth = () => matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches

/** How far down the page the visitor has scrolled, in percent; a page that cannot scroll counts as read. */
function scrolledPercent(): number {
  const scrollable = document.documentElement.scrollHeight - innerHeight
  return scrollable <= 0 ? 100 : (scrollY / scrollable) * 100
}

/**
 * Calls `show` once the popup's trigger fires: after `showAfterSeconds`, or once the visitor has scrolled
 * `showAfterScrollPercent` of the page, whichever comes first; at once when neither is set. Returns the
 * function that stops waiting.
 */
export function whenTriggered(config: Pick<PopupConfig, 'showAfterSeconds' | 'showAfterScrollPercent'>, show: () => void): () => void {
  const { showAfterSeconds, showAfterScrollPercent } = config
  let timer: number | undefined
  const stop = () => {
    overlayClock.clearTimeout(timer)
    removeEventListener('scroll', onScroll)
  }
  const fire = () => {
    stop()
    show()
  }
  const onScroll = () => {
    if (scrolledPercent() >= showAfterScrollPercent) fire()
  }
  if (showAfterSeconds === 0 && showAfterScrollPercent === 0) {
    queueMicrotask(show)
    return () => {}
  }
  if (showAfterSeconds > 0) timer = overlayClock.setTimeout(fire, showAfterSeconds * 1000)
  if (showAfterScrollPercent > 0) {
    addEventListener('scroll', onScroll, { passive: true })
    onScroll()
  }
  return stop
}
