import { credentialsFor } from '../data/request-url.ts'
import { eventsUrl } from '../reporting/events-url.ts'

/** Tracking requests give up after 2.5 s. */
export const TRACKING_TIMEOUT_MS = 2500

export type TrackingBody = { form: Record<string, string> } | { json: unknown }

/**
 * POSTs a tracking call to the site's API (its base URL, the crumb in the query) and resolves once it is
 * answered, has failed or has timed out. It never rejects and never shows anything: tracking failures are
 * swallowed silently. `fetch` directly, as the error reporter does, so that the data layer's overlay and
 * login events can never come from tracking.
 */
export async function postTracking(path: string, body?: TrackingBody, timeoutMs: number = TRACKING_TIMEOUT_MS): Promise<void> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const url = eventsUrl(path, undefined)
    const init: RequestInit = { method: 'POST', credentials: credentialsFor(url), signal: controller.signal }
    if (body && 'form' in body) init.body = new URLSearchParams(body.form)
    if (body && 'json' in body) {
      init.body = JSON.stringify(body.json)
      init.headers = { 'Content-Type': 'application/json' }
    }
    await fetch(url.href, init)
  } catch {
    // Swallowed.
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Sends `text` by beacon, which outlives the page, else by XHR, whose status goes to `onStatus`. Never throws.
 * The beacon's body is `text/plain`, so that a cross-origin beacon needs no preflight.
 */
export function beaconOrXhr(path: string, text: string, onStatus?: (status: number) => void): void {
  try {
    const url = eventsUrl(path, undefined)
    if (navigator.sendBeacon?.(url.href, new Blob([text], { type: 'text/plain' }))) return
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url.href)
    xhr.setRequestHeader('Content-Type', 'text/plain;charset=UTF-8')
    xhr.withCredentials = credentialsFor(url) === 'include'
    xhr.timeout = TRACKING_TIMEOUT_MS
    xhr.onload = () => onStatus?.(xhr.status)
    xhr.send(text)
  } catch {
    // Swallowed.
  }
}
