import { expect } from '@esm-bundle/chai'
import { engine } from 'ss-test-engine'
import { hydrate, serverRendered } from '../../server-render/test/server-rendered.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { SsTextHighlight } from './index.ts'

SsTextHighlight.define()

/** The drawing's own attributes and content: its size, strokes and colour come from the text as laid out. */
const MEASURED = /^(attributes svg (width|height|stroke-width|stroke)|childList svg |attributes (g|path) .*)$/

// The server renders with React's own renderer; the lite build (Preact) has no server renderer of ours to test against.
;(engine === 'react' ? describe : describe.skip)('a server-rendered <ss-text-highlight>', () => {
  it('hydrates with no change but the drawing it measures, then draws a shape on each line', async () => {
    const source = '<ss-text-highlight shape="underline" color="rgb(200, 0, 0)" is-animation-enabled="false" style="font-size: 20px">Fresh bread</ss-text-highlight>'
    const { elements, mutations, recovered } = await hydrate(serverRendered(source))
    expect(recovered).to.deep.equal([])
    // Only the browser can lay the text out and knows the colour: the server draws the empty drawing a fresh
    // render draws first, which the element then measures and fills, as after a fresh render.
    expect(mutations().filter((record) => !MEASURED.test(record))).to.deep.equal([])
    const drawing = elements[0]!.shadowRoot!.querySelector('svg')!
    await waitFor(() => drawing.querySelectorAll('[part=line] path').length > 0, 'the strokes to be drawn')
    expect(drawing.getAttribute('stroke')).to.equal('rgb(200, 0, 0)')
  })
})
