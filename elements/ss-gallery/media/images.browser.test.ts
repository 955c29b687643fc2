import { expect } from '@esm-bundle/chai'
import '../index.ts'
import { galleryContainer, imageRequests, imageSlides, removeGallery, renderGallery, requestsOfRun, shadow, shadowAll, type ImageShape } from '../test/gallery-fixture.ts'
import { emulateMedia } from '../../../test/helpers/emulation.ts'
import { nextFrame } from '../../../test/helpers/events.ts'
import { settle, waitFor } from '../../../test/helpers/wait.ts'

const shapes: ImageShape[] = ['landscape', 'portrait', 'square']
const mixed = (count: number) => imageSlides(count, (i) => ({ shape: shapes[i % 3], caption: `Caption ${i + 1}` }))
const imagesShown = (gallery: Element) => shadowAll<HTMLImageElement>(gallery, 'img').filter((img) => img.hasAttribute('src'))
const allLoaded = (gallery: Element) => {
  const shown = imagesShown(gallery)
  return shown.length > 0 && shown.every((img) => img.classList.contains('loaded'))
}
/** Which slides have had their image asked for, by index. */
const requestedSlides = (gallery: Element) =>
  [...new Set(requestsOfRun(gallery).map((name) => Number(/run=\d+-(\d+)/.exec(name)?.[1])))].sort((a, b) => a - b)

/** Layout shifts the browser reports from now on (Chromium only: the Layout Instability API). */
function watchLayoutShifts(): { total(): number; stop(): void } | undefined {
  if (!PerformanceObserver.supportedEntryTypes.includes('layout-shift')) return undefined
  let total = 0
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) total += entry.value
  })
  observer.observe({ type: 'layout-shift' })
  return { total: () => total, stop: () => observer.disconnect() }
}

describe('<ss-gallery> images', () => {
  beforeEach(async () => {
    // The resource timing buffer holds 250 entries: start each test with an empty one.
    performance.clearResourceTimings()
    await emulateMedia({ reducedMotion: 'reduce' })
  })
  afterEach(async () => {
    removeGallery()
    window.scrollTo(0, 0)
    await emulateMedia({ reducedMotion: null })
  })

  describe('no layout shift', () => {
    const designs = ['slideshow', 'grid', 'autogrid', 'autocolumns', 'carousel', 'slider', 'list']
    for (const design of designs) {
      it(`${design}: every box has its final size before its image arrives`, async () => {
        const shifts = watchLayoutShifts()
        try {
          const gallery = await renderGallery(`design="${design}" data-block-json='{"lazyLoad":false}'`, mixed(6))
          galleryContainer().insertAdjacentHTML('beforeend', '<p id="below">Text below the gallery</p>')
          const boxes = () => shadowAll(gallery, '.media').map((media) => JSON.stringify(media.getBoundingClientRect()))
          const before = boxes()
          const below = document.getElementById('below')!.getBoundingClientRect().top
          expect(shadowAll(gallery, '.media').every((media) => media.getBoundingClientRect().height > 0), 'boxes with a height').to.equal(true)
          await waitFor(() => allLoaded(gallery), 'the images to load', 5000)
          await nextFrame()
          expect(boxes()).to.deep.equal(before)
          expect(document.getElementById('below')!.getBoundingClientRect().top).to.equal(below)
          if (shifts) expect(shifts.total(), 'cumulative layout shift').to.equal(0)
        } finally {
          shifts?.stop()
        }
      })
    }

    it("sizes an 'Auto' slideshow to its current slide, and a fixed ratio to that ratio", async () => {
      let gallery = await renderGallery('', imageSlides(2, (i) => ({ shape: i ? 'portrait' : 'landscape' })))
      const ratio = () => {
        const box = shadow(gallery, '.stage')!.getBoundingClientRect()
        return Math.round((box.width / box.height) * 100) / 100
      }
      expect(ratio()).to.equal(1.78)
      gallery.next()
      await waitFor(() => ratio() === 0.75, 'the portrait slide')
      gallery = await renderGallery(`data-block-json='{"imageAspectRatio":2}'`, imageSlides(2))
      expect(ratio()).to.equal(2)
    })
  })

  describe('lazy loading', () => {
    it('a grid asks only for the images within 200 px of the viewport, then the rest as they come near', async () => {
      const gallery = await renderGallery('design="grid"', imageSlides(60))
      const cells = shadowAll(gallery, '.cell')
      const near = cells.filter((cell) => cell.getBoundingClientRect().top < innerHeight + 200).length
      await waitFor(() => requestedSlides(gallery).length >= near, 'the images near the viewport')
      await nextFrame()
      await settle()
      expect(requestedSlides(gallery)).to.deep.equal(Array.from({ length: near }, (_, i) => i))
      expect(near).to.be.lessThan(30)
      cells[59]!.scrollIntoView()
      await waitFor(() => requestedSlides(gallery).includes(59), 'the last image once scrolled to')
    })

    it('a slideshow asks only for the current slide and its neighbours', async () => {
      const gallery = await renderGallery('loop', imageSlides(10))
      await waitFor(() => requestedSlides(gallery).length === 3, 'three images')
      await nextFrame()
      await settle()
      expect(requestedSlides(gallery)).to.deep.equal([0, 1, 9])
      gallery.goTo(5)
      await waitFor(() => [4, 5, 6].every((i) => requestedSlides(gallery).includes(i)), 'slide 6 and its neighbours')
      expect(requestedSlides(gallery)).to.deep.equal([0, 1, 4, 5, 6, 9])
    })

    it('a carousel asks for the shown group and the ones next to it', async () => {
      const gallery = await renderGallery('design="carousel"', imageSlides(15))
      await waitFor(() => requestedSlides(gallery).length === 6, 'two groups')
      await nextFrame()
      await settle()
      expect(requestedSlides(gallery)).to.deep.equal([0, 1, 2, 3, 4, 5])
    })

    it('a slider asks for the slides in view and within 200 px of it', async () => {
      const gallery = await renderGallery('design="slider"', imageSlides(20, () => ({ shape: 'square' })))
      // 800 px wide, 400 px high: square slides of 400 px, so two in view and the third within 200 px.
      await waitFor(() => requestedSlides(gallery).length === 3, 'three images')
      await nextFrame()
      await settle()
      expect(requestedSlides(gallery)).to.deep.equal([0, 1, 2])
    })

    it('a sliding gallery far below the fold asks for nothing until it comes near', async () => {
      const gallery = await renderGallery('', imageSlides(4), `width: 800px; padding-top: ${innerHeight + 800}px`)
      await nextFrame()
      await settle()
      expect(requestsOfRun(gallery)).to.have.length(0)
      gallery.scrollIntoView()
      await waitFor(() => requestedSlides(gallery).length === 2, 'the current slide and the next')
    })

    it('asks for everything at once with lazyLoad off', async () => {
      const gallery = await renderGallery(`design="grid" data-block-json='{"lazyLoad":false}'`, imageSlides(40))
      await waitFor(() => requestedSlides(gallery).length === 40, 'all forty images')
    })
  })

  it('shows the light-DOM image it was given at once, asking for it no second time', async () => {
    const markup = imageSlides(3)
    const preloaded = `${/data-src="([^"]+)"/.exec(markup)![1]}&format=750w`
    // 600 px wide, 750w is the size the gallery would ask for itself: it has no sharper image to swap in.
    const gallery = await renderGallery('', markup.replace('<img ', `<img src="${preloaded}" `), 'width: 600px')
    const img = shadow<HTMLImageElement>(gallery, '.slide[data-index="0"] img')!
    expect(img.getAttribute('src')).to.equal(preloaded)
    expect(getComputedStyle(img).opacity).to.equal('1')
    await waitFor(() => img.complete && img.naturalWidth > 0, 'the image shown')
    expect(imageRequests().filter((name) => preloaded.endsWith(name)).length).to.be.at.most(1)
  })

  it('asks for the ?format width a slide is drawn at, crops to its focal point, and keeps the alt text', async () => {
    const gallery = await renderGallery(
      `design="grid" data-block-json='{"slidesPerRow":2,"padding":0}'`,
      imageSlides(2, () => ({ focalPoint: '0.1,0.5', alt: 'Boats at dawn' })),
    )
    await waitFor(() => allLoaded(gallery), 'the images')
    const img = shadow<HTMLImageElement>(gallery, 'img')!
    // A 1600×900 image covering a 400 px square is drawn 711 px wide: 750w at a pixel ratio of 1.
    expect(requestsOfRun(gallery)[0]).to.match(devicePixelRatio === 1 ? /&format=750w$/ : /&format=\d+w$/)
    expect(img.style.objectPosition).to.equal('0% 50%')
    expect(img.alt).to.equal('')
    expect(shadow(gallery, '.cell button')!.getAttribute('aria-label')).to.equal('Boats at dawn')
  })

  it('applies the loader settings of the top level and of loaderOptions: sizeAdjustment, stretch', async () => {
    const grid = await renderGallery(`design="grid" data-block-json='{"slidesPerRow":2,"padding":0,"sizeAdjustment":0.25}'`, imageSlides(2))
    await waitFor(() => allLoaded(grid), 'the grid images')
    // Drawn 711 px wide (see above), asked for a quarter of that: 300w at a pixel ratio of 1.
    expect(requestsOfRun(grid)[0]).to.match(devicePixelRatio === 1 ? /&format=300w$/ : /&format=(300|500)w$/)
    removeGallery()
    const stacked = await renderGallery(`data-block-json='{"loaderOptions":{"stretch":false}}'`, imageSlides(1))
    await waitFor(() => allLoaded(stacked), 'the stacked image')
    expect(shadow<HTMLImageElement>(stacked, 'img')!.style.objectFit).to.equal('scale-down')
  })

  it('places each image by offsets in its box without useAdvancedPositioning, in % of it with fixedRatio', async () => {
    /** Where a slide's image is drawn, in px from its box's top left corner. */
    const drawnBox = (img: HTMLImageElement) => {
      const [drawn, box] = [img.getBoundingClientRect(), img.parentElement!.getBoundingClientRect()]
      return [drawn.left - box.left, drawn.top - box.top, drawn.width, drawn.height].map((length) => Math.round(length))
    }
    const slides = () => imageSlides(2, () => ({ focalPoint: '0.7,0.5' }))
    const grid = await renderGallery(`design="grid" data-block-json='{"slidesPerRow":2,"padding":0,"useAdvancedPositioning":false}'`, slides())
    const img = shadow<HTMLImageElement>(grid, 'img')!
    // 1600×900 covering 400×400 is drawn 711 px wide; focal x 0.7 (498 px) is centred by cutting 298 px before it.
    await waitFor(() => drawnBox(img).join() === '-298,0,711,400', 'the image placed on its focal point')
    expect(img.style.left).to.match(/^-297\.\d+px$/)
    removeGallery()

    const scaled = await renderGallery(`design="grid" data-block-json='{"slidesPerRow":2,"padding":0,"loaderOptions":{"useAdvancedPositioning":false,"fixedRatio":true}}'`, slides())
    const scaledImg = shadow<HTMLImageElement>(scaled, 'img')!
    await waitFor(() => drawnBox(scaledImg).join() === '-298,0,711,400', 'the image placed on its focal point')
    const inline = [scaledImg.style.left, scaledImg.style.top, scaledImg.style.width, scaledImg.style.height]
    expect(inline.every((length) => length.endsWith('%')), inline.join(' ')).to.equal(true)
    inline.forEach((length, i) => expect(Number.parseFloat(length)).to.be.closeTo([-74.444, 0, 177.778, 100][i]!, 0.001))
    galleryContainer().style.width = '600px'
    await waitFor(() => drawnBox(scaledImg).join() === '-223,0,533,300', 'the image scaled with its box')
    expect(scaledImg.style.left, 'the same % at the new size').to.equal(inline[0])
  })
})
