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
    await waitFor(() => baseOf(element)!.dataset.state === 'ready', 'the widget')
    expect(shown(element)).to.deep.equal([element.querySelector('[slot=widget]')])
    // The widget only the browser loads; its arrival (the block's state, layout and which slot shows) is all that
    // changed of what the server drew.
    expect(mutations().filter((record) => !/^attributes (div data-(state|theme|layout)|slot hidden)$/.test(record))).to.deep.equal([])
  })
})
