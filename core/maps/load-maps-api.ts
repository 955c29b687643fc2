import { loadScript } from '../dom/load-script.ts'
import type { MapsApi } from './maps-api.ts'

/** Google's loader of the Maps JavaScript API. */
export const MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js'
/** The API version asked for: Google's weekly channel. */
export const MAPS_API_VERSION = 'weekly'
/** How long the script may take before the load counts as failed. */
export const MAPS_LOAD_TIMEOUT_MS = 30_000

const CALLBACK = 'ssMapsApiReady'

export interface MapsApiOptions {
  key: string
  language?: string
  region?: string
}

let scriptUrl = MAPS_SCRIPT_URL
let load: Promise<MapsApi> | undefined
let keyRefused = false
const refusalListeners = new Set<() => void>()

/**
 * Calls `listener` when Google refuses the page's maps key, or at once if it already has. Returns the function
 * that stops listening.
 */
export function onMapsKeyRefused(listener: () => void): () => void {
  if (keyRefused) listener()
  else refusalListeners.add(listener)
  return () => refusalListeners.delete(listener)
}

/**
 * Points the page's maps script elsewhere (a proxy, or the host that serves the API in mainland China).
 * Only a load that has not started yet is affected.
 */
export function setMapsScriptUrl(url: string): void {
  scriptUrl = url
}

/** The address of the maps script: version, callback, key, and the language and region when given. */
export function mapsScriptSource(base: string, options: MapsApiOptions): string {
  const url = new URL(base, document.baseURI)
  url.searchParams.set('v', MAPS_API_VERSION)
  url.searchParams.set('callback', CALLBACK)
  url.searchParams.set('key', options.key)
  if (options.language) url.searchParams.set('language', options.language)
  if (options.region) url.searchParams.set('region', options.region)
  return url.href
}

/**
 * The page's one copy of the maps API. The first call adds the script (with its options; later calls share
 * that load, whatever theirs); a copy the page already has is used as it is. Rejects when the script fails to
 * load or has not called back within 30 seconds; a failed load is not tried again on the same page.
 */
export function loadMapsApi(options: MapsApiOptions): Promise<MapsApi> {
  load ??= window.google?.maps?.Map ? Promise.resolve(window.google.maps) : addScript(options)
  return load
}

function addScript(options: MapsApiOptions): Promise<MapsApi> {
  return new Promise((resolve, reject) => {
    const globals = window as unknown as Record<string, unknown>
    const fail = (message: string) => {
      clearTimeout(timer)
      // A script that arrives after the time-out still calls back: it finds a function, and nothing happens.
      globals[CALLBACK] = () => {}
      reject(new Error(message))
    }
    const timer = setTimeout(
      () => fail(`The maps script did not load within ${MAPS_LOAD_TIMEOUT_MS / 1000} seconds.`),
      MAPS_LOAD_TIMEOUT_MS,
    )
    globals[CALLBACK] = () => {
      clearTimeout(timer)
      delete globals[CALLBACK]
      const api = window.google?.maps
      if (api) resolve(api)
      else reject(new Error('The maps script loaded without the maps API.'))
    }
    const pageHook = window.gm_authFailure
    window.gm_authFailure = () => {
      keyRefused = true
      for (const listener of refusalListeners) listener()
      pageHook?.()
    }
    loadScript(mapsScriptSource(scriptUrl, options)).catch(() => fail('The maps script could not be loaded.'))
  })
}

/**
 * The map's language and region from a page language such as `en-GB`: language `en-GB`, region `GB`. Only a
 * country is a region to the maps API, so `es-419` (Latin America) gives a language alone.
 */
export function mapsLocale(lang: string): Pick<MapsApiOptions, 'language' | 'region'> {
  const region = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})(?:-|$)/i.exec(lang)?.[1]
  return { ...(lang ? { language: lang } : {}), ...(region ? { region: region.toUpperCase() } : {}) }
}
