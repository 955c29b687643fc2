import { expect } from '@esm-bundle/chai'
import { engine } from 'ss-test-engine'
import { hydrate, serverRendered } from '../../server-render/test/server-rendered.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { SsImage } from './index.ts'

SsImage.define()

const SOURCE = new URL('../../core/images/test-images/landscape.svg', import.meta.url).pathname

// The server renders with React's own renderer; the lite build (Preact) has no server renderer of ours to test against.
;(engine === 'react' ? describe : describe.skip)('a server-rendered <ss-image>', () => {
  it('hydrates with no mutation of its shadow root, then loads its image', async () => {
    const source = `<ss-image style="width: 400px" crop-mode="cover"><img data-src="${SOURCE}?ssr" data-image-dimensions="1600x900" alt="The bay"></ss-image>`
    const { elements, mutations, recovered } = await hydrate(serverRendered(source))
    expect(recovered).to.deep.equal([])
    expect(mutations()).to.deep.equal([])
    const image = elements[0]!.querySelector('img')!
    await waitFor(() => image.classList.contains('loaded'), 'the image to load')
    expect(image.srcset).to.contain('500w')
  })
})
