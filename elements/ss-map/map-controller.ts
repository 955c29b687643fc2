import { pageContext } from '../../core/context/page-context.ts'
import type { ElementController } from '../../core/element/controller.ts'
import { Store } from '../../core/element/store.ts'
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

/** What the view draws: the state, and why the map failed once it has (then the state is `address`). */
export interface MapStatus {
  state: MapState
  failure?: string
}

/** The key from the block JSON or the attribute, else from the page context (`website.mapsApiKey`). */
function mapsKey(element: Element, config: MapConfig): string {
  const fromContext = pageContext(element.ownerDocument).website?.mapsApiKey
  return config.apiKey || (typeof fromContext === 'string' ? fromContext : '')
}

/**
 * Draws one map into `container` once the element nears the viewport and the page's maps script has loaded,
 * and keeps it in step with the configuration. The view draws its `status`.
 */
export class MapController implements ElementController {
  /** The box the map is drawn in: the view renders it and passes it back through this ref. */
  readonly container: { current: HTMLDivElement | null } = { current: null }
  #element: HTMLElement
  #config: MapConfig
  /** Whether the map shows, or the address (and why), or neither yet. */
  readonly status: Store<MapStatus>
  #observer: IntersectionObserver | undefined
  #connection: AbortController | undefined
  #api: MapsApi | undefined
  #map: MapsMap | undefined
  #marker: MapsMarker | undefined
  #mapListeners: MapsListener[] = []
  #stopListening = () => {}
  #update: ReturnType<typeof setTimeout> | undefined

  constructor(element: HTMLElement, config: MapConfig) {
    this.#element = element
    this.#config = config
    this.status = new Store<MapStatus>({ state: mapsKey(element, config) ? 'waiting' : 'address' })
  }

  hostConnected(): void {
    this.#connection = new AbortController()
    if (this.status.get().state === 'waiting') this.#observe()
  }

  hostDisconnected(): void {
    this.#connection?.abort()
    this.#observer?.disconnect()
    this.#observer = undefined
    this.#release()
    // Connected again, it draws a new map.
    if (this.status.get().state === 'map') this.status.set({ state: 'waiting' })
  }

  /** Takes the configuration of each render; the same one again changes nothing. */
  configure(config: MapConfig): void {
    if (config === this.#config) return
    this.#config = config
    if (this.#map) {
      clearTimeout(this.#update)
      this.#update = setTimeout(() => this.#applyOptions(), OPTION_DEBOUNCE_MS)
    } else if (this.status.get().state === 'address' && !this.status.get().failure && mapsKey(this.#element, config)) {
      this.status.set({ state: 'waiting' })
      this.#observe()
    }
  }

  #observe(): void {
    this.#observer = new IntersectionObserver((entries) => this.#onIntersection(entries), { rootMargin: LOAD_MARGIN })
    this.#observer.observe(this.#element)
  }

  #onIntersection(entries: IntersectionObserverEntry[]): void {
    if (!entries.some((entry) => entry.isIntersecting)) return
    this.#observer!.disconnect()
    this.#observer = undefined
    const key = mapsKey(this.#element, this.#config)
    if (!key) {
      this.status.set({ state: 'address' })
      return
    }
    const { signal } = this.#connection!
    loadMapsApi({ key, ...mapsLocale(document.documentElement.lang) }).then(
      (api) => {
        if (signal.aborted) return
        this.#stopListening = onMapsKeyRefused(() => this.#fail(KEY_REFUSED_MESSAGE))
        if (this.status.get().state === 'waiting') this.#draw(api)
      },
      (error: Error) => {
        if (!signal.aborted) this.#fail(error.message)
      },
    )
  }

  #draw(api: MapsApi): void {
    this.#api = api
    const map = new api.Map(this.container.current!, mapOptions(this.#config))
    const marker = new api.Marker({ ...this.#markerOptions(), map })
    this.#map = map
    this.#marker = marker
    this.#mapListeners.push(
      marker.addListener('click', () => {
        if (this.#config.linkOnClick) window.open(mapsWebsiteUrl(this.#config.location), '_blank', 'noopener')
      }),
      api.event.addListenerOnce(map, 'idle', () => this.status.set({ state: 'map' })),
    )
  }

  #fail(message: string): void {
    this.#release()
    this.status.set({ state: 'address', failure: message })
  }

  #release(): void {
    clearTimeout(this.#update)
    this.#stopListening()
    for (const listener of this.#mapListeners.splice(0)) listener.remove()
    this.#marker?.setMap(null)
    this.#map = undefined
  }

  #markerOptions(): MarkerOptions {
    const { location, markerDraggable, linkOnClick } = this.#config
    return {
      position: markerPosition(location),
      title: addressLines(location)[0] ?? 'Location',
      draggable: markerDraggable,
      clickable: linkOnClick,
      icon: markerIcon(this.#api!),
    }
  }

  #applyOptions(): void {
    this.#map!.setOptions(mapOptions(this.#config))
    this.#marker!.setOptions(this.#markerOptions())
  }
}
