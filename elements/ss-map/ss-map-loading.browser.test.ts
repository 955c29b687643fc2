import { expect } from '@esm-bundle/chai'
import { resetPageContext } from '../../core/context/page-context.ts'
import { nextFrame } from '../../test/helpers/events.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import './index.ts'
import { addSpacer, fakeMaps, mapOf, mapsScriptRequests, mountMap, removeMaps, useFakeMaps } from './test-fixtures/map-fixture.ts'

// A page of its own: the maps script loads once per page, so this file sees the page's first load.
describe('<ss-map> loading the maps script', () => {
  before(() => {
    useFakeMaps()
    document.documentElement.lang = 'de-CH'
    window.SS_CONTEXT = { website: { id: 'w1', mapsApiKey: 'key-from-context' } }
    resetPageContext()
  })
  after(() => {
    removeMaps()
    document.documentElement.removeAttribute('lang')
    delete window.SS_CONTEXT
    resetPageContext()
  })

  it('waits until a map nears the viewport, then loads the script once for every map, with v, callback, key, language and region', async () => {
    addSpacer()
    const first = await mountMap('<ss-map><address>Bahnhofstrasse 1, Zürich</address></ss-map>')
    addSpacer()
    const second = await mountMap('<ss-map><address>Marktgasse 2, Bern</address></ss-map>')
    for (let frame = 0; frame < 10; frame++) await nextFrame()
    expect(first.shadowRoot!.querySelector('[part=base]')!.getAttribute('data-state')).to.equal('waiting')
    expect(mapsScriptRequests()).to.deep.equal([])

    first.scrollIntoView()
    await waitFor(() => mapOf(first), 'the first map')
    expect(mapOf(second)).to.equal(undefined)
    second.scrollIntoView()
    await waitFor(() => mapOf(second), 'the second map')

    expect(fakeMaps().loads).to.deep.equal([
      { v: 'weekly', callback: 'ssMapsApiReady', key: 'key-from-context', language: 'de-CH', region: 'CH' },
    ])
    expect(mapsScriptRequests()).to.have.length(1)
    expect(document.querySelectorAll('script[src*="fake-maps"]')).to.have.length(1)
    expect(mapsScriptRequests().filter((name) => name.includes('googleapis.com'))).to.deep.equal([])
  })
})
