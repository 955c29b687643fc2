import { readConsent } from '../../core/consent/consent-cookie.ts'
import { pageCookieModeIsRestrictive } from '../../core/consent/cookie-mode.ts'
import { pageContext } from '../../core/context/page-context.ts'

/** The count script tracks visitors: it loads only when the page's cookie mode lets the site track them. */
const consentAllows = () => !pageCookieModeIsRestrictive(pageContext(), readConsent())

/**
 * Calls `load` once, when the element has come into view or been hovered or focused, and the visitor's
 * consent allows it (waiting for a later consent choice if need be). Returns the function that stops waiting.
 */
export function whenCountIsDue(element: HTMLElement, load: () => void): () => void {
  let wanted = false
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) want()
  })
  const stop = () => {
    observer.disconnect()
    element.removeEventListener('pointerenter', want)
    element.removeEventListener('focusin', want)
    window.removeEventListener('ss-consent', attempt)
  }
  function attempt() {
    if (!wanted || !consentAllows()) return
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
