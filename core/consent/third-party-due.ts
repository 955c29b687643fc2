import { pageContext } from '../context/page-context.ts'
import { readConsent } from './consent-cookie.ts'
import { pageCookieModeIsRestrictive } from './cookie-mode.ts'

/** Whether the page's cookie mode lets the site track visitors: no restrictive policy, or the visitor accepted it. */
export const trackingAllowed = (): boolean => !pageCookieModeIsRestrictive(pageContext(), readConsent())

export interface ThirdPartyDueOptions {
  /** How near the viewport counts as in view (an `IntersectionObserver` root margin); `0px` by default. */
  rootMargin?: string
  /** The third party tracks visitors: it is due only while the page's cookie mode allows tracking. */
  tracks: boolean
}

/**
 * Calls `load` once, when the element has come into view (within `rootMargin`) or been hovered or focused, and,
 * for a third party that tracks, the visitor's consent allows it (waiting for a later consent choice if need
 * be). Returns the function that stops waiting.
 */
export function whenThirdPartyIsDue(element: HTMLElement, load: () => void, options: ThirdPartyDueOptions): () => void {
  let wanted = false
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) want()
    },
    { rootMargin: options.rootMargin ?? '0px' },
  )
  const stop = () => {
    observer.disconnect()
    element.removeEventListener('pointerenter', want)
    element.removeEventListener('focusin', want)
    window.removeEventListener('ss-consent', attempt)
  }
  function attempt() {
    if (!wanted || (options.tracks && !trackingAllowed())) return
    stop()
    load()
  }
  function want() {
    wanted = true
    attempt()
  }
  observer.observe(element)
  element.addEventListener('pointerenter', want)
  element.addEventListener('focusin', want)
  window.addEventListener('ss-consent', attempt)
  return stop
}
