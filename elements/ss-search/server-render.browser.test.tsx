import { sendKeys } from '@web/test-runner-commands'
import { expect } from '@esm-bundle/chai'
import { engine } from 'ss-test-engine'
import { hydrate, serverRendered, withoutInputRewrites } from '../../server-render/test/server-rendered.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { SsSearch } from './element.ts'

SsSearch.define()

const SEARCH = '<ss-search><form action="/search"><input name="q" aria-label="Search"></form></ss-search>'

// The server renders with React's own renderer; the lite build (Preact) has no server renderer of ours to test against.
;(engine === 'react' ? describe : describe.skip)('a server-rendered <ss-search>', () => {
  it('hydrates the box as the server drew it, and keeps a blank query from being sent', async () => {
    const { elements, mutations, recovered } = await hydrate(serverRendered(SEARCH))
    expect(recovered).to.deep.equal([])
    const box = elements[0]!.shadowRoot!.querySelector<HTMLInputElement>('[part=input]')!
    // Off the search page the box starts empty, as the server drew it.
    expect(withoutInputRewrites(mutations())).to.deep.equal([])
    expect([box.getAttribute('type'), box.getAttribute('name'), box.getAttribute('value'), box.value]).to.deep.equal(['search', 'q', '', ''])
    const submits: boolean[] = []
    elements[0]!.shadowRoot!.addEventListener('submit', (event) => submits.push(event.defaultPrevented))
    box.focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(() => submits.length === 1, 'the submit')
    expect(submits, 'the blank query is not sent').to.deep.equal([true])
    expect(elements[0]!.shadowRoot!.activeElement).to.equal(box)
  })
})
