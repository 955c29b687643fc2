import { expect } from '@esm-bundle/chai'
import '../index.ts'
import { imageSlides, removeGallery, renderGallery, shadow } from '../test/gallery-fixture.ts'
import { expectNoAxeViolations } from '../../../test/helpers/axe.ts'
import { emulateMedia } from '../../../test/helpers/emulation.ts'
import { waitFor } from '../../../test/helpers/wait.ts'

const LONG_CAPTION =
  'The harbour at dawn, seen from the old lighthouse: the fishing boats come back with the tide while the ferry to the islands waits at the quay, and the first walkers cross the dunes towards the beach.'

const captionBox = (gallery: Element) => shadow(gallery, '.slide[data-state=current] [part=caption]')!
const currentSlideBox = (gallery: Element) => shadow(gallery, '.slide[data-state=current]')!
const toggle = (gallery: Element) => shadow<HTMLButtonElement>(gallery, '.slide[data-state=current] [part=caption-toggle]')
const heightRatio = (gallery: Element) => captionBox(gallery).getBoundingClientRect().height / currentSlideBox(gallery).getBoundingClientRect().height

// The caption goes by the gallery's width, not the window's (WebKit's window is never under 447 px): a gallery
// 390 px wide is what a phone's full-width slideshow shows.
describe('<ss-gallery> slideshow captions on a phone-wide gallery', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }))
  afterEach(async () => {
    removeGallery()
    await emulateMedia({ reducedMotion: null })
  })

  it('a long caption covers at most a third of a 390 px wide slide, and "More" shows the rest', async () => {
    const gallery = await renderGallery('design="slideshow"', imageSlides(2, () => ({ caption: LONG_CAPTION })), 'width: 390px')
    await waitFor(() => toggle(gallery), 'the More button')
    expect(heightRatio(gallery)).to.be.below(1 / 3)
    const button = toggle(gallery)!
    expect([button.textContent, button.getAttribute('aria-expanded')]).to.deep.equal(['More', 'false'])
    const text = shadow(gallery, '.slide[data-state=current] [part=caption-text]')!
    expect(text.textContent).to.equal(LONG_CAPTION)
    const cutHeight = text.getBoundingClientRect().height
    button.click()
    await waitFor(() => toggle(gallery)?.getAttribute('aria-expanded') === 'true', 'the caption to open')
    expect(toggle(gallery)!.textContent).to.equal('Less')
    expect(text.getBoundingClientRect().height).to.be.greaterThan(cutHeight * 1.5)
    expect(captionBox(gallery).getBoundingClientRect().height).to.be.at.most(currentSlideBox(gallery).getBoundingClientRect().height)
    await expectNoAxeViolations(gallery)
    toggle(gallery)!.click()
    await waitFor(() => toggle(gallery)?.textContent === 'More', 'the caption to close')
    expect(heightRatio(gallery)).to.be.below(1 / 3)
  })

  it('a caption that fits in two lines has no button', async () => {
    const gallery = await renderGallery('design="slideshow"', imageSlides(2, () => ({ caption: 'The harbour at dawn' })), 'width: 390px')
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    expect(captionBox(gallery).textContent).to.equal('The harbour at dawn')
    expect(toggle(gallery)).to.equal(null)
  })

  it('a wide gallery shows the whole caption', async () => {
    const gallery = await renderGallery('design="slideshow"', imageSlides(2, () => ({ caption: LONG_CAPTION })), 'width: 800px')
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    expect(toggle(gallery)).to.equal(null)
    expect(captionBox(gallery).textContent).to.equal(LONG_CAPTION)
  })
})
