import { expect } from '@esm-bundle/chai'
import '../index.ts'
import { imageSlides, removeGallery, renderGallery, shadowAll } from '../test/gallery-fixture.ts'
import { emulateMedia } from '../../../test/helpers/emulation.ts'
import { waitFor } from '../../../test/helpers/wait.ts'

const loadedImages = (gallery: Element) => shadowAll<HTMLImageElement>(gallery, '.media img.loaded')

describe('<ss-gallery use-bg-image>', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }))
  afterEach(async () => {
    removeGallery()
    await emulateMedia({ reducedMotion: null })
  })

  it('draws each loaded image as its box background, cropped at its focal point, the image made transparent', async () => {
    const gallery = await renderGallery('design="grid" use-bg-image', imageSlides(2, (i) => ({ focalPoint: i === 0 ? '0,0' : undefined })))
    await waitFor(() => loadedImages(gallery).length === 2, 'the images to load')
    const [image] = loadedImages(gallery)
    const box = getComputedStyle(image!.parentElement!)
    expect(box.backgroundImage).to.contain(new URL(image!.currentSrc).pathname)
    expect(box.backgroundSize).to.equal('cover')
    expect(box.backgroundPosition).to.equal(image!.style.objectPosition)
    expect(getComputedStyle(image!).opacity).to.equal('0')
  })

  it('leaves the images as images without it', async () => {
    const gallery = await renderGallery('design="grid"', imageSlides(2))
    await waitFor(() => loadedImages(gallery).length === 2, 'the images to load')
    const [image] = loadedImages(gallery)
    expect(getComputedStyle(image!.parentElement!).backgroundImage).to.equal('none')
    await waitFor(() => getComputedStyle(image!).opacity === '1', 'the image to fade in')
  })
})
