import { html, nothing } from 'lit-html'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import { MapController } from './map-controller.ts'
import { addressLines, mapsWebsiteUrl } from './map-options.ts'
import type { MapConfig, MapErrorDetail, MapLocation } from './schema.ts'

/** What shows when the light DOM is empty: the address, and a link to it on the maps website. */
const addressCard = (location: MapLocation) => html`
  <address part="address">
    ${addressLines(location).map((line) => html`<span>${line}</span>`)}
    <a href=${mapsWebsiteUrl(location)}>View on Google Maps</a>
  </address>
`

// Whitespace alone is slotted too, and would hide a slot's fallback content: so the card is not fallback content.
const hasLightDom = (element: HTMLElement) =>
  [...element.childNodes].some((node) => node.nodeType === Node.ELEMENT_NODE || node.textContent!.trim() !== '')

/**
 * The map's view: the address (the light DOM, or a card made from the block JSON) until the map is usable,
 * then the map. Google's script draws the map itself, so this view only holds a box and a slot: it is drawn
 * with lit-html, and a page with a map loads no React.
 */
export function mapView(host: ElementHost<object>, requestRender: () => void): LitView<MapConfig, object> {
  const controller = new MapController(host.element, {
    changed: requestRender,
    ready: () => host.emit('ss-map-ready'),
    failed: (message) => host.emit<MapErrorDetail>('ss-map-error', { message }),
  })
  return {
    render(config) {
      controller.configure(config)
      const address = html`<slot></slot>${hasLightDom(host.element) ? nothing : addressCard(config.location)}`
      if (controller.state === 'address') return address
      return html`
        <div part="base" data-state=${controller.state}>
          ${controller.container}
          <div class="address" ?hidden=${controller.state === 'map'}>${address}</div>
        </div>
      `
    },
    disconnect: () => controller.disconnect(),
  }
}
