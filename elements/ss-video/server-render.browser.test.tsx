import { expect } from '@esm-bundle/chai'
import { engine } from 'ss-test-engine'
import { hydrate, serverRendered } from '../../server-render/test/server-rendered.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { SsVideo } from './index.ts'

SsVideo.define()

const POSTER = new URL('../../core/images/test-images/landscape.svg', import.meta.url).pathname
const YOUTUBE = '<iframe src="https://www.youtube.com/embed/abc123?rel=0" title="Launch film" width="640" height="360"></iframe>'
// `serverRendered` ends the start tag at its first `>`: none inside the attribute.
const attribute = (html: string) => html.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

// The server renders with React's own renderer; the lite build (Preact) has no server renderer of ours to test against.
;(engine === 'react' ? describe : describe.skip)('a server-rendered <ss-video>', () => {
  it('hydrates with no mutation of its shadow root, then plays on a press', async () => {
    const source = `<ss-video data-html="${attribute(YOUTUBE)}"><img src="${POSTER}" alt="Our launch"></ss-video>`
    const { elements, mutations, recovered } = await hydrate(serverRendered(source))
    expect(recovered).to.deep.equal([])
    expect(mutations()).to.deep.equal([])
    const shadow = elements[0]!.shadowRoot!
    const play = shadow.querySelector<HTMLButtonElement>('[part=play]')!
    expect(play.getAttribute('aria-label')).to.equal('Play Launch film')
    play.click()
    await waitFor(() => shadow.querySelector('iframe[part=video]'), 'the player')
    expect(shadow.querySelector('[part=play]')).to.equal(null)
  })

  it('hydrates an embed it cannot play, saying why', async () => {
    const source = `<ss-video data-html="${attribute('<p>no video</p>')}"><img src="${POSTER}" alt="Our launch"></ss-video>`
    const { elements, mutations, recovered } = await hydrate(serverRendered(source))
    expect(recovered).to.deep.equal([])
    expect(mutations()).to.deep.equal([])
    expect(elements[0]!.shadowRoot!.querySelector('[part=message]')!.textContent).to.equal('Invalid video embed.')
  })
})
