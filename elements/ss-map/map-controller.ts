import { pageContext } from '../../core/context/page-context.ts'
import { loadMapsApi, mapsLocale, onMapsKeyRefused } from '../../core/maps/load-maps-api.ts'
import type { MapsApi, MapsListener, MapsMap, MapsMarker, MarkerOptions } from '../../core/maps/maps-api.ts'
import { addressLines, mapOptions, mapsWebsiteUrl, markerPosition } from './map-options.ts'
import { markerIcon } from './marker-icon.ts'
import type { MapConfig } from './schema.ts'

/** Changes of the options within this time are applied together. */
export const OPTION_DEBOUNCE_MS = 60
/** How near the viewport the map must come before its script loads. */
export const LOAD_MARGIN = '200px'
export const KEY_REFUSED_MESSAGE = 'The maps key was refused.'

/** `address`: the light-DOM address shows; `waiting`: a map is wanted and loading; `map`: the map is usable. */
export type MapState = 'address' | 'waiting' | 'map'

export interface MapCallbacks {
  changed(): void
  ready(): void
  failed(message: string): void
}

/** The key from the block JSON or the attribute, else from the page context (`website.mapsApiKey`). */
function mapsKey(config: MapConfig): string {
  const fromContext = pageContext().website?.mapsApiKey
  return config.apiKey || (typeof fromContext === 'string' ? fromContext : '')
}

/**
 * Draws one map into `container` once the element nears the viewport and the page's maps script has loaded,
 * and keeps it in step with the configuration.
 */
export class MapController {
  readonly container = document.createElement('div')
  state: MapState = 'address'
  #element: HTMLElement
  #callbacks: MapCallbacks
  #config: MapConfig | undefined
  #observer: IntersectionObserver | undefined
  #api: MapsApi | undefined
  #map: MapsMap | undefined
  #marker: MapsMarker | undefined
  #listeners: MapsListener[] = []
  #stopListening = () => {}
  #update: ReturnType<typeof setTimeout> | undefined
  #connected = true
  #failed = false

  constructor(element: HTMLElement, callbacks: MapCallbacks) {
    this.#element = element
    this.#callbacks = callbacks
    this.container.setAttribute('part', 'map')
  }

  /** Takes the configuration of each render; a render of the view's own state passes the same one again. */
  configure(config: MapConfig): void {
    if (config === this.#config) return
    this.#config = config
    if (this.#map) {
      clearTimeout(this.#update)
      this.#update = setTimeout(() => this.#applyOptions(), OPTION_DEBOUNCE_MS)
    } else if (this.state === 'address' && !this.#observer && !this.#failed && mapsKey(config)) {
      this.state = 'waiting'
      this.#observer = new IntersectionObserver((entries) => this.#onIntersection(entries), { rootMargin: LOAD_MARGIN })
      this.#observer.observe(this.#element)
    }
  }

  disconnect(): void {
    this.#connected = false
    this.#observer?.disconnect()
    this.#release()
  }

  #onIntersection(entries: IntersectionObserverEntry[]): void {
    if (!entries.some((entry) => entry.isIntersecting)) return
    this.#observer!.disconnect()
    this.#observer = undefined
    const key = mapsKey(this.#config!)
    if (!key) {
      this.state = 'address'
      this.#callbacks.changed()
      return
    }
    loadMapsApi({ key, ...mapsLocale(document.documentElement.lang) }).then(
      (api) => {
        if (!this.#connected) return
        this.#stopListening = onMapsKeyRefused(() => this.#fail(KEY_REFUSED_MESSAGE))
        if (this.state === 'waiting') this.#draw(api)
      },
      (error: Error) => this.#connected && this.#fail(error.message),
    )
  }

  #draw(api: MapsApi): void {
    this.#api = api
    const map = new api.Map(this.container, mapOptions(this.#config!))
    const marker = new api.Marker({ ...this.#markerOptions(), map })
    this.#map = map
    this.#marker = marker
    this.#listeners.push(
      marker.addListener('click', () => {
        if (this.#config!.linkOnClick) window.open(mapsWebsiteUrl(this.#config!.location), '_blank', 'noopener')
      }),
      api.event.addListenerOnce(map, 'idle', () => {
        this.state = 'map'
        this.#callbacks.changed()
        this.#callbacks.ready()
      }),
    )
  }

  #fail(message: string): void {
    this.#failed = true
    this.#release()
    this.state = 'address'
    this.#callbacks.changed()
    this.#callbacks.failed(message)
  }

  #release(): void {
    clearTimeout(this.#update)
    this.#stopListening()
    for (const listener of this.#listeners.splice(0)) listener.remove()
    this.#marker?.setMap(null)
    this.#map = undefined
  }

  #markerOptions(): MarkerOptions {
    const { location, markerDraggable, linkOnClick } = this.#config!
    return {
      position: markerPosition(location),
      title: addressLines(location)[0] ?? 'Location',
      draggable: markerDraggable,
      clickable: linkOnClick,
      icon: markerIcon(this.#api!),
    }
  }

  #applyOptions(): void {
    this.#map!.setOptions(mapOptions(this.#config!))
    this.#marker!.setOptions(this.#markerOptions())
  }
}
