/** The four consent types of Google Consent Mode v2 that the banner's choice decides. */
export const CONSENT_MODE_TYPES = ['ad_storage', 'analytics_storage', 'ad_user_data', 'ad_personalization'] as const

export type ConsentModeState = Record<(typeof CONSENT_MODE_TYPES)[number], 'granted' | 'denied'>

/** How long Google's tags wait for an update after a default set while the banner is still asking. */
export const CONSENT_MODE_WAIT_FOR_UPDATE_MS = 500

interface GoogleTagWindow {
  gtag?: unknown
  dataLayer?: unknown
}

export function consentModeState(granted: boolean): ConsentModeState {
  const state = granted ? 'granted' : 'denied'
  return { ad_storage: state, analytics_storage: state, ad_user_data: state, ad_personalization: state }
}

/**
 * Sets the Consent Mode default when the page has Google's tag (`gtag`) or a `dataLayer`; returns whether it
 * did. While the tag library has not loaded yet (`dataLayer.push` is still the array's own), the command goes
 * to the front of the queue, so that it comes before every tag the page queued, whatever the script order.
 */
export function setConsentModeDefault(granted: boolean, waitingForChoice: boolean, win: Window = window): boolean {
  const state: Record<string, unknown> = consentModeState(granted)
  if (waitingForChoice) state['wait_for_update'] = CONSENT_MODE_WAIT_FOR_UPDATE_MS
  const { dataLayer } = win as GoogleTagWindow
  if (Array.isArray(dataLayer) && dataLayer.push === Array.prototype.push) {
    dataLayer.unshift(gtagArguments('consent', 'default', state))
    return true
  }
  return sendGtagCommand(win, 'consent', 'default', state)
}

/** Sends the visitor's choice to Google's tag as a Consent Mode update; returns whether the page has one. */
export function updateConsentMode(granted: boolean, win: Window = window): boolean {
  return sendGtagCommand(win, 'consent', 'update', consentModeState(granted))
}

function sendGtagCommand(win: Window, ...command: unknown[]): boolean {
  const { gtag, dataLayer } = win as GoogleTagWindow
  if (typeof gtag === 'function') gtag(...command)
  else if (Array.isArray(dataLayer)) dataLayer.push(gtagArguments(...command))
  else return false
  return true
}

/** Google's tag reads only `arguments` objects from the dataLayer as commands, not arrays. */
function gtagArguments(..._command: unknown[]): IArguments {
  return arguments
}
