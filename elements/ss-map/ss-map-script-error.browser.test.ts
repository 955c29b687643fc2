import { expect } from '@esm-bundle/chai'
import { setMapsScriptUrl } from '../../core/maps/load-maps-api.ts'
import { waitForEvent } from '../../test/helpers/events.ts'
import './index.ts'
import { mountMap, removeMaps } from './test-fixtures/map-fixture.ts'

// A page of its own: a load that failed stays failed for the page.
describe('<ss-map> when the maps script cannot be loaded', () => {
  before(() => setMapsScriptUrl('/elements/ss-map/test-fixtures/no-such-script.js'))
  after(removeMaps)

  it('fires ss-map-error and shows the address', async () => {
    const failed = waitForEvent<CustomEvent<{ message: string }>>(document, 'ss-map-error', 5000)
    const element = await mountMap('<ss-map api-key="test-key"><address>12 Harbour Street</address></ss-map>')
    expect((await failed).detail).to.deep.equal({ message: 'The maps script could not be loaded.' })
    expect(element.shadowRoot!.querySelector('[part=base]')).to.equal(null)
    expect(element.shadowRoot!.querySelector('slot')!.assignedElements()[0]!.textContent).to.equal('12 Harbour Street')
  })
})
