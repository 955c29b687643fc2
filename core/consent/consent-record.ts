import { readCrumb } from '../data/crumb.ts'
import { buildRequestUrl, credentialsFor } from '../data/request-url.ts'
import { BANNER_VERSION } from './banner-settings.ts'
import { randomId } from './random-id.ts'
import { rawSiteBaseUrl } from './site-base-url.ts'

/** This library's addition to the API: where the proof of each choice goes. */
export const CONSENT_RECORDS_PATH = '/api/consent/records'

/** How the choice was made: a button of the banner, a script calling `accept()`/`decline()`, or the browser's GPC signal. */
export type ConsentMethod = 'banner' | 'script' | 'gpc'

/** What the site keeps to prove a visitor's choice. */
export interface ConsentRecord {
  /** Random, one per choice; nothing in it identifies the visitor. */
  consentId: string
  allowed: boolean
  bannerVersion: typeof BANNER_VERSION
  /** When the visitor chose, ISO 8601. */
  time: string
  method: ConsentMethod
  /** The page the choice was made on, without its query or fragment. */
  pageUrl: string
}

export function createConsentRecord(allowed: boolean, method: ConsentMethod, now: number = Date.now()): ConsentRecord {
  return {
    consentId: randomId(),
    allowed,
    bannerVersion: BANNER_VERSION,
    time: new Date(now).toISOString(),
    method,
    pageUrl: location.origin + location.pathname,
  }
}

/**
 * Posts the record by beacon, which outlives the page when the visitor clicks and leaves at once; by a
 * `keepalive` fetch where there is no beacon. Failures are swallowed, as for every tracking call.
 */
export function sendConsentRecord(record: ConsentRecord): void {
  try {
    const url = buildRequestUrl({ url: CONSENT_RECORDS_PATH, baseUrl: rawSiteBaseUrl(), crumb: readCrumb() })
    const body = JSON.stringify(record)
    if (navigator.sendBeacon?.(url.href, new Blob([body], { type: 'text/plain' }))) return
    fetch(url.href, { method: 'POST', body, keepalive: true, credentials: credentialsFor(url) }).catch(() => {})
  } catch {
    // Swallowed.
  }
}
