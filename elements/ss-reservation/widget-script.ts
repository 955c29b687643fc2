import { libraryPolicy } from '../../core/html/trusted-types.ts'
import type { ReservationTheme } from './layout.ts'

/** The booking service's widget loader; it puts the widget's frame beside itself, where it is added. */
export const RESERVATION_SCRIPT_URL =
  'https://www.opentable.com/widget/reservation/loader?rid={restaurantId}&type=standard&theme={theme}&iframe=true&domain=com&lang={language}&newtab=false&ot_source=Restaurant%20website'
/** How long the script may take to draw the widget before the block keeps its link instead. */
export const WIDGET_TIMEOUT_MS = 10_000

let scriptUrl = RESERVATION_SCRIPT_URL

/** Where the widget script comes from, with `{restaurantId}`, `{theme}` and `{language}`; tests point it at a local fake. */
export function setReservationScriptUrl(url: string): void {
  scriptUrl = url
}

/** The widget script's address for a restaurant, a theme (`wide`: its row of fields; `standard`) and a language. */
export function reservationScriptSource(restaurantId: string, theme: ReservationTheme, language: string): string {
  return scriptUrl
    .replace('{restaurantId}', encodeURIComponent(restaurantId))
    .replace('{theme}', theme)
    .replace('{language}', encodeURIComponent(language))
}

/**
 * Adds the widget script to `container`, in the block and nowhere else, and resolves once the widget's frame
 * is in it. Rejects when the script fails to load, when no frame came within 10 seconds, or when `signal`
 * aborts (the block left the page or the theme changed); then it stops watching and clears its timer.
 */
export function drawWidget(container: HTMLElement, source: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const frameAdded = new MutationObserver(() => {
      if (container.querySelector('iframe')) settle()
    })
    const timer = setTimeout(
      () => settle(new Error(`The reservation widget did not load within ${WIDGET_TIMEOUT_MS / 1000} seconds.`)),
      WIDGET_TIMEOUT_MS,
    )
    const abort = () => settle(new Error('The reservation widget was not needed any more.'))
    function settle(error?: Error) {
      clearTimeout(timer)
      frameAdded.disconnect()
      signal.removeEventListener('abort', abort)
      if (error) reject(error)
      else resolve()
    }
    signal.addEventListener('abort', abort)
    const script = document.createElement('script')
    // Trusted Types: the address is the booking service's own, or the one a test set.
    script.src = libraryPolicy().createScriptURL(source) as string
    script.addEventListener('error', () => settle(new Error('The reservation widget script could not be loaded.')))
    frameAdded.observe(container, { childList: true, subtree: true })
    container.append(script)
  })
}
