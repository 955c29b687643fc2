import { expect } from '@esm-bundle/chai'
import { waitForEvent } from '../../test/helpers/events.ts'
import './index.ts'
import { fakeMaps, mapOf, mountMap, removeMaps, useFakeMaps } from './test-fixtures/map-fixture.ts'

// A page of its own, which loaded the maps API itself before any map.
describe('<ss-map> on a page that has the maps API already', () => {
  before(async () => {
    useFakeMaps()
    const script = document.createElement('script')
    script.src = '/elements/ss-map/test-fixtures/fake-maps.js?key=page-key&callback=pageMapsReady'
    const loaded = new Promise((resolve) => ((window as unknown as Record<string, unknown>).pageMapsReady = resolve))
    document.head.append(script)
    await loaded
  })
  after(removeMaps)

  it("draws with the page's copy and asks for no second script", async () => {
    const ready = waitForEvent(document, 'ss-map-ready', 5000)
    const element = await mountMap('<ss-map api-key="test-key"><address>12 Harbour Street</address></ss-map>')
    await ready
    expect(mapOf(element)).to.not.equal(undefined)
    expect(fakeMaps().loads.map((load) => load.key)).to.deep.equal(['page-key'])
  })
})
