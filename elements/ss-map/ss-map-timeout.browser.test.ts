import { expect } from '@esm-bundle/chai'
import { installClock } from '../../test/helpers/clock.ts'
import './index.ts'
import { addSpacer, fakeMaps, mountMap, removeMaps, useFakeMaps } from './test-fixtures/map-fixture.ts'

// A page of its own: a load that timed out stays failed for the page.
describe('<ss-map> when the maps script never calls back', () => {
  before(useFakeMaps)
  after(removeMaps)

  it('gives up after 30 seconds: fires ss-map-error and shows the address, as every later map on the page does', async () => {
    addSpacer()
    const element = await mountMap('<ss-map api-key="never-ready"><address>12 Harbour Street</address></ss-map>')
    addSpacer()
    const later = await mountMap('<ss-map api-key="never-ready"><address>Marktgasse 2</address></ss-map>')
    const errors: string[] = []
    document.addEventListener('ss-map-error', (event) => errors.push(event.detail.message))
    const clock = installClock()
    try {
      element.scrollIntoView()
      await clock.until(() => fakeMaps().loads.length === 1, 'the script to load')
      await clock.tick(29_999)
      expect(element.shadowRoot!.querySelector('[part=base]')!.getAttribute('data-state')).to.equal('waiting')
      expect(errors).to.deep.equal([])

      await clock.tick(1)
      expect(errors).to.deep.equal(['The maps script did not load within 30 seconds.'])
      expect(element.shadowRoot!.querySelector('[part=base]')).to.equal(null)
      expect(element.shadowRoot!.querySelector('slot')!.assignedElements()[0]!.textContent).to.equal('12 Harbour Street')

      later.scrollIntoView()
      await clock.until(() => errors.length === 2, 'the second map to fail too')
      expect(later.shadowRoot!.querySelector('[part=base]')).to.equal(null)
      expect(fakeMaps().loads).to.have.length(1)
    } finally {
      clock.uninstall()
    }
  })
})
