import { expect } from '@esm-bundle/chai'
import { engine } from 'ss-test-engine'
import { hydrate, serverRendered } from '../../server-render/test/server-rendered.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { SsReservation } from './element.ts'
import { baseOf, FALLBACK, shown, useFakeWidget } from './test-fixtures/reservation-fixture.ts'

SsReservation.define()

const RESERVATION = `<ss-reservation restaurant-id="412810">${FALLBACK}</ss-reservation>`

// The server renders with React's own renderer; the lite build (Preact) has no server renderer of ours to test against.
;(engine === 'react' ? describe : describe.skip)('a server-rendered <ss-reservation>', () => {
  before(useFakeWidget)
  afterEach(() => delete window.fakeReservation)

  it('hydrates the link the server drew, then loads the widget in its place', async () => {
    const { elements, mutations, recovered } = await hydrate(serverRendered(RESERVATION))
    expect(recovered).to.deep.equal([])
    const element = elements[0] as SsReservation
    const whileLoading = mutations()
    await waitFor(() => baseOf(element)!.dataset.state === 'ready', 'the widget')
    expect(shown(element)).to.deep.equal([element.querySelector('[slot=widget]')])
    // What the server drew stays until the widget, which only the browser loads, changes the state.
    expect(whileLoading.filter((record) => !record.startsWith('attributes div data-'))).to.deep.equal([])
  })
})
