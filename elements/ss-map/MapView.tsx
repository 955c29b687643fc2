import { useLayoutEffect } from 'react'
import { useController } from '../../core/element/controller.ts'
import { useStore } from '../../core/element/store.ts'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useLightDom } from '../../core/element/use-light-dom.ts'
import { MapController } from './map-controller.ts'
import { addressLines, mapsWebsiteUrl } from './map-options.ts'
import type { MapConfig, MapErrorDetail, MapLocation } from './schema.ts'

// A text node inside the address counts: its children, and the text in them.
const LIGHT_DOM_CHANGES: MutationObserverInit = { childList: true, characterData: true, subtree: true }

// Whitespace alone is slotted too, and would hide a slot's fallback content: so the card is not fallback content.
const hasLightDom = (element: Element) =>
  [...element.childNodes].some((node) => node.nodeType === node.ELEMENT_NODE || node.textContent!.trim() !== '')

/** What shows when the light DOM is empty: the address, and a link to it on the maps website. */
function AddressCard({ location }: { location: MapLocation }) {
  return (
    <address part="address">
      {addressLines(location).map((line, index) => (
        <span key={index}>{line}</span>
      ))}
      <a href={mapsWebsiteUrl(location)}>View on Google Maps</a>
    </address>
  )
}

/**
 * `<ss-map>`: the address (the light DOM, or a card made from the block JSON) until the map is usable, then the
 * map. Google's script draws the map itself into the box this component holds for it (`MapController`).
 */
export function MapView({ config, host }: ElementProps<MapConfig>) {
  const controller = useController(() => new MapController(host.element, config))
  useLayoutEffect(() => controller.configure(config), [controller, config])
  const status = useStore(controller.status)
  useLayoutEffect(() => {
    if (status.state === 'map') host.emit('ss-map-ready')
    else if (status.failure) host.emit<MapErrorDetail>('ss-map-error', { message: status.failure })
  }, [host, status])
  const authored = useLightDom(host.element, hasLightDom, LIGHT_DOM_CHANGES)

  const address = (
    <>
      <slot />
      {!authored && <AddressCard location={config.location} />}
    </>
  )
  if (status.state === 'address') return address
  return (
    <div part="base" data-state={status.state}>
      <div part="map" ref={controller.container} />
      <div className="address" hidden={status.state === 'map'}>
        {address}
      </div>
    </div>
  )
}
