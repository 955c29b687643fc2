import { expect } from '@esm-bundle/chai'
import { engine } from 'ss-test-engine'
import { hydrate, serverRendered } from '../../server-render/test/server-rendered.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { SsMap } from './element.ts'
import { blockJson, useFakeMaps } from './test-fixtures/map-fixture.ts'

SsMap.define()

const MAP = `<ss-map ${blockJson({ location: { mapLat: 51.5, mapLng: -0.12, addressTitle: 'Harbour Bakery', addressLine1: '12 Harbour Street' } })}></ss-map>`

// The server renders with React's own renderer; the lite build (Preact) has no server renderer of ours to test against.
;(engine === 'react' ? describe : describe.skip)('a server-rendered <ss-map>', () => {
  before(useFakeMaps)

  it('hydrates the address card the server drew, and draws the map once given a key', async () => {
    const { elements, mutations, recovered } = await hydrate(serverRendered(MAP))
    expect(recovered).to.deep.equal([])
    expect(mutations()).to.deep.equal([])
    const element = elements[0]!
    const lines = [...element.shadowRoot!.querySelectorAll('[part=address] span')].map((line) => line.textContent)
    expect(lines).to.deep.equal(['Harbour Bakery', '12 Harbour Street'])
    element.setAttribute('api-key', 'test-key')
    element.scrollIntoView()
    await waitFor(() => element.shadowRoot!.querySelector('[part=base][data-state=map]'), 'the map to be usable')
  })
})
