import { expect } from '@esm-bundle/chai'
import '../index.ts'
import { imageSlides, removeGallery, renderGallery, shadow, shadowAll, type ImageShape } from '../test/gallery-fixture.ts'
import { emulateMedia } from '../../../test/helpers/emulation.ts'
import { waitFor } from '../../../test/helpers/wait.ts'

const shapes: ImageShape[] = ['landscape', 'portrait', 'square', 'landscape', 'portrait']
const RATIOS = { landscape: 1600 / 900, portrait: 900 / 1200, square: 1 }
const boxes = (gallery: Element) => shadowAll(gallery, '.cell .media').map((media) => media.getBoundingClientRect())

describe('<ss-gallery design="autorows">', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }))
  afterEach(async () => {
    removeGallery()
    await emulateMedia({ reducedMotion: null })
  })

  it('lays images at their proportions in rows that fill the width, 250 px high at least, 20 px apart, last row 250 px', async () => {
    const gallery = await renderGallery('design="autorows"', imageSlides(5, (i) => ({ shape: shapes[i] })), 'width: 1000px')
    const [a, b, c, d, e] = boxes(gallery)
    // 250 px high, the first three are 444 + 188 + 250 = 882 px and 40 px of gutter wide: they grow to 1000.
    expect(a!.top).to.equal(b!.top)
    expect(b!.top).to.equal(c!.top)
    expect(d!.top).to.be.greaterThan(a!.bottom)
    expect(Math.round(c!.right - a!.left)).to.equal(1000)
    expect(Math.round(b!.left - a!.right)).to.equal(20)
    for (const [box, shape] of [[a, 'landscape'], [b, 'portrait'], [c, 'square']] as const) {
      expect(box!.height).to.be.greaterThan(250)
      expect(box!.width / box!.height).to.be.closeTo(RATIOS[shape], 0.02)
      expect(box!.height).to.be.closeTo(a!.height, 0.5)
    }
    expect(Math.round(d!.top - a!.bottom)).to.equal(20)
    expect(Math.round(d!.height)).to.equal(250)
    expect(Math.round(e!.height)).to.equal(250)
  })

  it('opens its slides in the lightbox, and takes row-height and gutter', async () => {
    const gallery = await renderGallery('design="autorows" row-height="120" gutter="4"', imageSlides(3, () => ({ shape: 'square' })), 'width: 1000px')
    const [a, b] = boxes(gallery)
    expect(Math.round(a!.height)).to.equal(120)
    expect(Math.round(b!.left - a!.right)).to.equal(4)
    shadow(gallery, '.cell [part=item]')!.click()
    await waitFor(() => shadow(gallery, 'dialog[open]'), 'the lightbox')
  })
})
