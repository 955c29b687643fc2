import { setMapsScriptUrl } from '../../../core/maps/load-maps-api.ts'
import type { MapOptions, MarkerOptions } from '../../../core/maps/maps-api.ts'
import { waitFor } from '../../../test/helpers/wait.ts'
import type { SsMap } from '../index.ts'

/** What `fake-maps.js` records of one map or marker: the options it was made with, then each change. */
export interface FakeMapsObject<Options> {
  options: Options
  changes: Options[]
  container?: HTMLElement
  map?: unknown
}

export interface FakeMapsRecord {
  loads: Array<Record<string, string>>
  maps: Array<FakeMapsObject<MapOptions>>
  markers: Array<FakeMapsObject<MarkerOptions>>
}

declare global {
  interface Window {
    fakeMaps?: FakeMapsRecord
  }
}

const FAKE_MAPS = '/elements/ss-map/test-fixtures/fake-maps.js'

/** Every maps script of these tests is the local fake. */
export const useFakeMaps = () => setMapsScriptUrl(FAKE_MAPS)

export const fakeMaps = (): FakeMapsRecord => window.fakeMaps ?? { loads: [], maps: [], markers: [] }

/** The maps scripts the page has asked for, real or fake, as the browser recorded them. */
export const mapsScriptRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes('fake-maps.js') || name.includes('googleapis.com'))

/** What Google's `google.maps.event.trigger` does: runs the `name` listeners of a fake map or marker. */
export const triggerFake = (instance: object, name: string) =>
  (window.google!.maps!.event as unknown as { trigger(instance: object, name: string): void }).trigger(instance, name)

/** The fake map drawn inside `element`, if any. */
export const mapOf = (element: SsMap) => fakeMaps().maps.find((map) => element.shadowRoot?.contains(map.container!))

export const markerOf = (element: SsMap) => {
  const map = mapOf(element)
  return fakeMaps().markers.find((marker) => marker.map === map)
}

let container: HTMLElement | undefined

/** Room above the next map, enough to keep it far from the viewport until it is scrolled to. */
export function addSpacer(): void {
  container ??= document.body.appendChild(document.createElement('div'))
  container.insertAdjacentHTML('beforeend', '<div style="height: 3000px"></div>')
}

/** Puts `html` in the page and waits until its `<ss-map>` has rendered. */
export async function mountMap(html: string): Promise<SsMap> {
  container ??= document.body.appendChild(document.createElement('div'))
  container.insertAdjacentHTML('beforeend', html)
  const element = [...container.querySelectorAll('ss-map')].at(-1)!
  await waitFor(() => !element.hasAttribute('data-ss-pending') && element.shadowRoot?.firstElementChild, 'the map to render')
  return element
}

export function removeMaps(): void {
  container?.remove()
  container = undefined
}

/** The map's block JSON attribute for `config`, quoted for HTML. */
export const blockJson = (config: object) => `data-block-json='${JSON.stringify(config)}'`
