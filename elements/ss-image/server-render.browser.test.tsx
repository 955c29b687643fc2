import { expect } from '@esm-bundle/chai'
import { engine } from 'ss-test-engine'
import { beforeHydration, hydrate, serverRendered } from '../../server-render/test/server-rendered.ts'
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
    expect(elements[0]!.shadowRoot!.querySelector('img'), 'the picture drawn before the script, kept').to.not.equal(null)
  })

  it('shows its picture before its script has run, cropped to its box, and its image once loaded', async () => {
    const source = `<ss-image style="width: 400px; --ss-image-aspect-ratio: 1" crop-mode="cover"><img data-src="${SOURCE}?before" data-image-dimensions="1600x900" alt="The bay"></ss-image>`
    const block = beforeHydration(source)
    const picture = block.shadowRoot!.querySelector('img')!
    await waitFor(() => picture.complete && picture.naturalWidth > 0, 'the picture to load')
    expect(new URL(picture.src).searchParams.get('format')).to.equal('1000w')
    expect(picture.getBoundingClientRect()).to.include({ width: 400, height: 400 })
    expect(getComputedStyle(picture).objectFit).to.equal('cover')
    expect(getComputedStyle(block.querySelector('img')!).visibility, 'the block image, without a source yet').to.equal('hidden')
  })

  it('draws no such picture when drawn in the browser: a page with scripts fetches nothing more', async () => {
    const container = document.createElement('div')
    container.innerHTML = `<ss-image><img data-src="${SOURCE}?fresh" data-image-dimensions="1600x900" alt="The bay"></ss-image>`
    // The test page's buffer of resource timings may be full already.
    performance.clearResourceTimings()
    document.body.append(container)
    const element = container.querySelector('ss-image')!
    try {
      await waitFor(() => element.querySelector('img')!.classList.contains('loaded'), 'the image to load')
      expect(element.shadowRoot!.querySelector('img')).to.equal(null)
      expect(performance.getEntriesByType('resource').filter((entry) => entry.name.includes('?fresh')).length).to.equal(1)
    } finally {
      container.remove()
    }
  })
})
