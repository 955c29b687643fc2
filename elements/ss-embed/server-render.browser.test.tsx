import { expect } from '@esm-bundle/chai'
import { engine } from 'ss-test-engine'
import { hydrate, serverRendered } from '../../server-render/test/server-rendered.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { SsEmbed } from './element.ts'

SsEmbed.define()

const EMBED = '<ss-embed label="Opening hours"><template><p style="height: 300px; margin: 0">Open daily</p></template></ss-embed>'

// The server renders with React's own renderer; the lite build (Preact) has no server renderer of ours to test against.
;(engine === 'react' ? describe : describe.skip)('a server-rendered <ss-embed>', () => {
  it('hydrates the frame as the server drew it, then takes the height its content reports', async () => {
    const { elements, mutations, recovered } = await hydrate(serverRendered(EMBED))
    expect(recovered).to.deep.equal([])
    const frame = elements[0]!.shadowRoot!.querySelector<HTMLIFrameElement>('[part=frame]')!
    await waitFor(() => frame.style.height === '316px', 'the reported height')
    // The frame's document is its content plus the body's 8 px margins. The height is the frame's own report, which only the browser has: its style is all that changes.
    expect(mutations().filter((record) => record !== 'attributes iframe style')).to.deep.equal([])
    expect(frame.title).to.equal('Opening hours')
  })
})
