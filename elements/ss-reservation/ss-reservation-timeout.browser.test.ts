import { expect } from '@esm-bundle/chai'
import { installClock } from '../../test/helpers/clock.ts'
import './index.ts'
import {
  baseOf,
  FALLBACK,
  mountReservation,
  removeReservations,
  shown,
  useFakeWidget,
  widgetLoads,
} from './test-fixtures/reservation-fixture.ts'

describe('<ss-reservation> when the widget never draws', () => {
  before(useFakeWidget)
  after(() => {
    removeReservations()
    delete window.fakeReservation
  })

  it('shows the link while it waits, and gives up after 10 seconds, keeping the link', async () => {
    const warn = console.warn
    const warnings: string[] = []
    // Lit's dev-mode notice comes through here too.
    console.warn = (message: string) => void (message.startsWith('ss-reservation') && warnings.push(message))
    const element = await mountReservation(`<ss-reservation restaurant-id="never-ready">${FALLBACK}</ss-reservation>`, {
      offscreen: true,
    })
    const clock = installClock()
    try {
      element.scrollIntoView()
      await clock.until(() => widgetLoads().length === 1, 'the script to load')
      await clock.tick(9_999)
      expect(baseOf(element)!.dataset.state).to.equal('loading')
      expect(shown(element).map((node) => node.textContent)).to.deep.equal(['Book a table at Harbour Kitchen'])

      await clock.tick(1)
      expect(baseOf(element)!.dataset.state).to.equal('link')
      expect(element.querySelector('[slot=widget]')).to.equal(null)
      expect(shown(element).map((node) => node.textContent)).to.deep.equal(['Book a table at Harbour Kitchen'])
      expect(warnings).to.deep.equal([
        'ss-reservation: The reservation widget did not load within 10 seconds. The block keeps its link.',
      ])
    } finally {
      clock.uninstall()
      console.warn = warn
    }
  })
})
