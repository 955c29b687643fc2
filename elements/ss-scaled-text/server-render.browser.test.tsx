import { expect } from '@esm-bundle/chai'
import { engine } from 'ss-test-engine'
import { hydrate, serverRendered } from '../../server-render/test/server-rendered.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { SsScaledText } from './index.ts'

SsScaledText.define()

// The server renders with React's own renderer; the lite build (Preact) has no server renderer of ours to test against.
;(engine === 'react' ? describe : describe.skip)('a server-rendered <ss-scaled-text>', () => {
  it('hydrates with no mutation of its shadow root, then fits its text to the box', async () => {
    const { elements, mutations, recovered } = await hydrate(serverRendered('<ss-scaled-text style="width: 300px">Hello</ss-scaled-text>'))
    expect(recovered).to.deep.equal([])
    expect(mutations()).to.deep.equal([])
    const element = elements[0]!
    const line = element.shadowRoot!.querySelector<HTMLElement>('[part~=text]')!
    await waitFor(() => Math.abs(line.getBoundingClientRect().width - 300) < 30, 'the text to fill its box')
  })
})
