import { expect } from '@esm-bundle/chai'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { installClock } from '../../test/helpers/clock.ts'
import { waitForEvent } from '../../test/helpers/events.ts'
import { trackResources } from '../../test/helpers/resources.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'
import type { SsMap } from './index.ts'
import './index.ts'
import { blockJson, fakeMaps, mapOf, mapsScriptRequests, markerOf, mountMap, removeMaps, triggerFake, useFakeMaps } from './test-fixtures/map-fixture.ts'

const ADDRESS = `
  <address>
    <strong>Harbour Bakery</strong><br>12 Harbour Street, Brooklyn<br>
    <a href="https://maps.google.com/maps?q=12+Harbour+Street">Open in a map</a>
  </address>`
const LOCATION = {
  mapLat: 51.5,
  mapLng: -0.12,
  mapZoom: 14,
  addressTitle: 'Harbour Bakery',
  addressLine1: '12 Harbour Street',
  addressCountry: 'United Kingdom',
}

async function mountReadyMap(attributes: string): Promise<SsMap> {
  const element = await mountMap(`<ss-map api-key="test-key" ${attributes}>${ADDRESS}</ss-map>`)
  // The map loads as it nears the viewport, as the visitor scrolls to it.
  element.scrollIntoView()
  await waitFor(() => element.shadowRoot!.querySelector('[part=base][data-state=map]'), 'the map to be usable')
  return element
}

describe('<ss-map>', () => {
  before(useFakeMaps)
  afterEach(removeMaps)

  describe('without a key', () => {
    it('shows the light-DOM address and asks for no maps script', async () => {
      const element = await mountMap(`<ss-map ${blockJson({ location: LOCATION })}>${ADDRESS}</ss-map>`)
      await settle()
      const slot = element.shadowRoot!.querySelector('slot')!
      expect(slot.assignedElements().map((each) => each.localName)).to.deep.equal(['address'])
      expect(element.shadowRoot!.querySelector('[part=map]')).to.equal(null)
      expect(mapsScriptRequests()).to.deep.equal([])
      expect(document.querySelector('script[src*="fake-maps"]')).to.equal(null)
    })

    it('makes an address card with a link to the maps website (sll, q, z) when the light DOM is empty or blank', async () => {
      const element = await mountMap(`<ss-map ${blockJson({ location: LOCATION })}>
  </ss-map>`)
      const card = element.shadowRoot!.querySelector('[part=address]')!
      expect(card.getClientRects().length, 'the card is drawn').to.be.greaterThan(0)
      expect([...card.querySelectorAll('span')].map((line) => line.textContent)).to.deep.equal([
        'Harbour Bakery',
        '12 Harbour Street',
        'United Kingdom',
      ])
      const link = new URL(card.querySelector('a')!.href)
      expect(link.origin + link.pathname).to.equal('https://maps.google.com/maps')
      expect(Object.fromEntries(link.searchParams)).to.deep.equal({
        sll: '51.5,-0.12',
        q: 'Harbour Bakery, 12 Harbour Street, United Kingdom',
        z: '14',
      })
      await expectNoAxeViolations(element.parentElement!)
    })
  })

  describe('with a key', () => {
    it('draws a map of the New York area at zoom 12 by default, with its marker at the centre, then fires ss-map-ready', async () => {
      const readyEvent = waitForEvent(document, 'ss-map-ready', 5000)
      const element = await mountMap(`<ss-map api-key="test-key">${ADDRESS}</ss-map>`)
      const ready = await readyEvent
      expect(ready.target).to.equal(element)
      expect(ready.bubbles && ready.composed).to.equal(true)
      const map = mapOf(element)!
      expect(map.options).to.deep.include({ center: { lat: 40.7207559, lng: -74.0007613 }, zoom: 12, mapTypeId: 'roadmap' })
      expect(map.options).to.deep.include({ gestureHandling: 'cooperative', zoomControl: true, disableDefaultUI: false })
      const marker = markerOf(element)!
      expect(marker.options.position).to.deep.equal({ lat: 40.7207559, lng: -74.0007613 })
      expect(element.shadowRoot!.querySelector('.address')!.hasAttribute('hidden')).to.equal(true)
    })

    it('names its 48×64 marker by the address title and places it apart from the centre when told', async () => {
      const location = { ...LOCATION, markerLat: 51.51, markerLng: -0.13 }
      const element = await mountReadyMap(blockJson({ location, markerDraggable: true }))
      expect(mapOf(element)!.options).to.deep.include({ center: { lat: 51.5, lng: -0.12 }, zoom: 14 })
      const { options } = markerOf(element)!
      expect(options).to.deep.include({ title: 'Harbour Bakery', draggable: true, position: { lat: 51.51, lng: -0.13 } })
      expect(options.icon!.scaledSize).to.deep.equal({ width: 48, height: 64 })
      expect(options.icon!.anchor).to.deep.equal({ x: 24, y: 64 })
      expect(options.icon!.url).to.match(/^data:image\/svg\+xml,/)
    })

    it('maps style ids 1 to 6 and their names to the six styles', async () => {
      const names = ['Original', 'Grayscale', 'Satellite', 'MinimalLight', 'MinimalDark', 'MinimalBlue']
      const landColor = (options: { styles: Array<{ elementType?: string; featureType?: string; stylers: object[] }> }) =>
        options.styles.find((rule) => rule.elementType === 'geometry' && !rule.featureType)?.stylers
      const drawn = []
      for (const [index, name] of names.entries()) {
        const byId = mapOf(await mountReadyMap(blockJson({ style: index + 1 })))!.options
        const byName = mapOf(await mountReadyMap(blockJson({ style: name })))!.options
        expect(byName, name).to.deep.equal(byId)
        drawn.push({ type: byId.mapTypeId, styles: byId.styles.length, land: landColor(byId) })
      }
      expect(drawn).to.deep.equal([
        { type: 'roadmap', styles: 0, land: undefined },
        { type: 'roadmap', styles: 1, land: undefined },
        { type: 'hybrid', styles: 0, land: undefined },
        { type: 'roadmap', styles: 8, land: [{ color: '#f5f5f5' }] },
        { type: 'roadmap', styles: 8, land: [{ color: '#212121' }] },
        { type: 'roadmap', styles: 8, land: [{ color: '#e4ecf5' }] },
      ])
      const grayscale = mapOf(await mountReadyMap(blockJson({ style: 2 })))!.options.styles
      expect(grayscale).to.deep.equal([{ stylers: [{ saturation: -100 }] }])
    })

    it('hides the labels, shows terrain, and keeps the map still when not draggable', async () => {
      const element = await mountReadyMap(`show-labels="false" show-terrain ${blockJson({ draggable: false })}`)
      const { options } = mapOf(element)!
      expect(options.mapTypeId).to.equal('terrain')
      expect(options.styles).to.deep.equal([{ elementType: 'labels', stylers: [{ visibility: 'off' }] }])
      expect(options.gestureHandling).to.equal('none')
      const satellite = mapOf(await mountReadyMap(`show-labels="false" ${blockJson({ style: 3 })}`))!.options
      expect(satellite.mapTypeId).to.equal('satellite')
    })

    it('applies option changes made within 60 ms together, 60 ms after the last', async () => {
      const element = await mountReadyMap('')
      const map = mapOf(element)!
      const marker = markerOf(element)!
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(map.changes, 'no change without a new configuration').to.have.length(0)
      const clock = installClock()
      try {
        element.setAttribute('scrollwheel', '')
        await clock.tick(40)
        element.setAttribute('show-terrain', '')
        element.setAttribute('marker-draggable', '')
        await clock.tick(59)
        expect(map.changes).to.have.length(0)
        await clock.tick(1)
        expect(map.changes).to.have.length(1)
        expect(map.changes[0]).to.deep.include({ gestureHandling: 'greedy', mapTypeId: 'terrain' })
        expect(marker.changes.map((change) => change.draggable)).to.deep.equal([true])
      } finally {
        clock.uninstall()
      }
    })

    it('opens the address on the maps website when the marker is clicked, unless linkOnClick is off', async () => {
      const opened: unknown[][] = []
      const open = window.open
      window.open = (...args: unknown[]) => (opened.push(args), null)
      try {
        const element = await mountReadyMap(blockJson({ location: LOCATION }))
        expect(markerOf(element)!.options.clickable).to.equal(true)
        triggerFake(markerOf(element)!, 'click')
        expect(opened).to.have.length(1)
        const [url, target, features] = opened[0] as [string, string, string]
        expect([target, features]).to.deep.equal(['_blank', 'noopener'])
        expect(Object.fromEntries(new URL(url).searchParams)).to.deep.equal({
          sll: '51.5,-0.12',
          q: 'Harbour Bakery, 12 Harbour Street, United Kingdom',
          z: '14',
        })
        const still = await mountReadyMap('link-on-click="false"')
        expect(markerOf(still)!.options.clickable).to.equal(false)
        triggerFake(markerOf(still)!, 'click')
        expect(opened).to.have.length(1)
      } finally {
        window.open = open
      }
    })

    it('releases its timers, listeners and observers when removed, and draws a new map when put back', async () => {
      const element = await mountReadyMap('')
      const parent = element.parentElement!
      element.remove()
      await settle()
      const resources = trackResources()
      try {
        const before = resources.snapshot({ retained: [element] })
        const maps = fakeMaps().maps.length
        parent.append(element)
        await waitFor(() => element.shadowRoot!.querySelector('[data-state=map]'), 'the map again')
        element.setAttribute('scrollwheel', '')
        await settle()
        element.remove()
        await settle()
        expect(resources.snapshot({ retained: [element] })).to.deep.equal(before)
        expect(fakeMaps().maps.length).to.equal(maps + 1)
      } finally {
        resources.restore()
      }
    })

    it('reports an unknown style as bad configuration and keeps the address visible', async () => {
      const errors: CustomEvent[] = []
      document.addEventListener('ss-error', (event) => errors.push(event), { once: true })
      const element = await mountMap(`<ss-map api-key="test-key" ${blockJson({ style: 7 })}>${ADDRESS}</ss-map>`)
      await waitFor(() => element.hasAttribute('data-ss-error'), 'the error')
      expect(errors[0]!.detail).to.deep.include({ tag: 'ss-map', path: 'style' })
      expect(element.shadowRoot!.querySelector('slot')!.assignedElements()[0]!.localName).to.equal('address')
    })

    it('passes axe with the map drawn', async () => {
      const element = await mountReadyMap(blockJson({ location: LOCATION }))
      await expectNoAxeViolations(element.parentElement!)
    })
  })
})
