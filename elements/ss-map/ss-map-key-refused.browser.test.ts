import { expect } from '@esm-bundle/chai'
import { waitForEvent } from '../../test/helpers/events.ts'
import './index.ts'
import { fakeMaps, mountMap, removeMaps, useFakeMaps } from './test-fixtures/map-fixture.ts'

// A page of its own: a refused key is refused for the page.
describe('<ss-map> when Google refuses the key', () => {
  before(useFakeMaps)
  after(removeMaps)

  it('fires ss-map-error and shows the address instead of an error box, and so does every later map', async () => {
    const refused = waitForEvent<CustomEvent<{ message: string }>>(document, 'ss-map-error', 5000)
    const element = await mountMap('<ss-map api-key="refused"><address>12 Harbour Street</address></ss-map>')
    expect((await refused).detail).to.deep.equal({ message: 'The maps key was refused.' })
    expect(element.shadowRoot!.querySelector('[part=base]')).to.equal(null)
    expect(element.shadowRoot!.querySelector('slot')!.assignedElements()[0]!.textContent).to.equal('12 Harbour Street')

    const refusedAgain = waitForEvent<CustomEvent<{ message: string }>>(document, 'ss-map-error', 5000)
    const later = await mountMap('<ss-map api-key="refused"><address>Marktgasse 2</address></ss-map>')
    expect((await refusedAgain).detail.message).to.equal('The maps key was refused.')
    expect(later.shadowRoot!.querySelector('[part=base]')).to.equal(null)
    expect(fakeMaps().maps).to.have.length(1)
  })
})
