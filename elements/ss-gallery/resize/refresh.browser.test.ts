import { expect } from '@esm-bundle/chai'
import '../index.ts'
import { imageSlides, removeGallery, renderGallery, shadow, shadowAll } from '../test/gallery-fixture.ts'
import { emulateMedia, setViewport } from '../../../test/helpers/emulation.ts'
import { waitFor } from '../../../test/helpers/wait.ts'

const perRow = (gallery: Element) => shadowAll(gallery, '.slide').filter((slide) => !slide.inert).length
/** Longer than the designs' 100 ms resize wait. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 400))
const carousel = (attributes = '') => renderGallery(`design="carousel" slides-per-row="5" ${attributes}`, imageSlides(10), 'width: 100%')

describe('<ss-gallery> refreshOnResize and refreshOnOrientationChange', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }))
  afterEach(async () => {
    removeGallery()
    await setViewport({ width: 800, height: 600 })
    await emulateMedia({ reducedMotion: null })
  })

  it('lays the carousel out again for the window it is resized to', async () => {
    const gallery = await carousel()
    expect(perRow(gallery)).to.equal(5)
    await setViewport({ width: 700, height: 600 })
    await waitFor(() => perRow(gallery) === 3, '3 per group under 724 px')
  })

  it('keeps the layout it started with when refresh-on-resize is off', async () => {
    const gallery = await carousel('refresh-on-resize="false"')
    await setViewport({ width: 700, height: 600 })
    await pause()
    expect(perRow(gallery)).to.equal(5)
  })

  it('follows a turn to portrait with refresh-on-orientation-change alone', async () => {
    const gallery = await carousel('refresh-on-resize="false"')
    await setViewport({ width: 700, height: 900 })
    await waitFor(() => perRow(gallery) === 3, '3 per group once turned')
  })

  it('does not follow a turn with refresh-on-orientation-change off', async () => {
    const gallery = await carousel('refresh-on-orientation-change="false"')
    await setViewport({ width: 700, height: 900 })
    await pause()
    expect(perRow(gallery)).to.equal(5)
  })

  it('tells CSS the window class by the breakpoints 800 and 1024, and the device class', async () => {
    const gallery = await carousel()
    const base = shadow(gallery, '[part=base]')!
    expect(base.dataset.viewport).to.equal('desktop')
    expect(base.dataset.device).to.equal('desktop')
    await setViewport({ width: 1100, height: 700 })
    await waitFor(() => base.dataset.viewport === 'large-desktop', 'large-desktop from 1024 px')
    await setViewport({ width: 790, height: 600 })
    await waitFor(() => base.dataset.viewport === 'mobile', 'mobile under 800 px')
  })
})
