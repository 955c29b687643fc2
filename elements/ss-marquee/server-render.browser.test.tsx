import { expect } from '@esm-bundle/chai'
import { engine } from 'ss-test-engine'
import { hydrate, serverRendered } from '../../server-render/test/server-rendered.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { SsMarquee } from './element.ts'

SsMarquee.define()

// The server renders with React's own renderer; the lite build (Preact) has no server renderer of ours to test against.
;(engine === 'react' ? describe : describe.skip)('a server-rendered <ss-marquee>', () => {
  it('hydrates with no change but the row it moves, then pauses on a press', async () => {
    const source = '<ss-marquee style="width: 600px"><span>Fresh bread</span><span>Open daily</span><a href="#menu">See the menu</a></ss-marquee>'
    const { elements, mutations, recovered } = await hydrate(serverRendered(source))
    expect(recovered).to.deep.equal([])
    // The row's place is a transform the marquee writes on the track from measured widths, frame after frame,
    // as it does after a fresh render: the one change, and the marquee running.
    expect(mutations().filter((record) => record !== 'attributes div style')).to.deep.equal([])
    const marquee = elements[0]!
    await waitFor(() => marquee.dataset.state === 'running', 'the marquee to run')
    const control = marquee.shadowRoot!.querySelector<HTMLButtonElement>('[part=control]')!
    expect(control.textContent).to.equal('Pause')
    control.click()
    await waitFor(() => marquee.dataset.state === 'paused' && control.textContent === 'Play', 'the marquee to pause')
  })

  it('draws the room of its wave from its settings, before any script', () => {
    const markup = serverRendered('<ss-marquee wave-intensity="5"><span>Summer</span></ss-marquee>')
    expect(markup).to.contain('--ss-marquee-wave-room:0.5em')
  })
})
