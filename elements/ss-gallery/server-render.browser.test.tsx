import { expect } from '@esm-bundle/chai'
import { engine } from 'ss-test-engine'
import { hydrate, serverRendered } from '../../server-render/test/server-rendered.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { SsGallery } from './element.ts'
import { currentSlide, imageSlides, shadow } from './test/gallery-fixture.ts'

SsGallery.define()

const source = (attributes: string) => `<ss-gallery style="display: block; width: 800px" ${attributes}>${imageSlides(6)}</ss-gallery>`

/**
 * What only the browser can write after hydration, as it does after a fresh render: the image loader fills
 * each `<img>` for the width its box has (`src`, `srcset`, `sizes`, its crop as `style`, `loading`/`loaded`
 * classes, the server's `loading="lazy"` dropped), and the base carries the window's and the device's classes.
 */
const BROWSER_ONLY = /^attributes (img (style|class|sizes|srcset|src|loading)|div data-(viewport|device))$/
/** A strip of slides: where its track sits and which slides are in view come from measured widths. */
const MEASURED_STRIP = /^attributes div (style|inert|data-near)$/
/** Columns as many as the measured width holds, slides dealt into them. */
const MEASURED_COLUMNS = /^(childList (ul|div) |attributes (div|ul) style)$/

async function hydrated(attributes: string, measured?: RegExp) {
  const { elements, mutations, recovered } = await hydrate(serverRendered(source(attributes)))
  expect(recovered, 'no hydration mismatch').to.deep.equal([])
  expect(mutations().filter((record) => !BROWSER_ONLY.test(record) && !measured?.test(record))).to.deep.equal([])
  return elements[0]!
}

const next = async (gallery: HTMLElement) => {
  shadow<HTMLButtonElement>(gallery, '[part=next]')!.click()
  await waitFor(() => currentSlide(gallery) === 1, 'the second slide to be current')
}

// The server renders with React's own renderer; the lite build (Preact) has no server renderer of ours to test against.
;(engine === 'react' ? describe : describe.skip)('a server-rendered <ss-gallery>', () => {
  it('grid: hydrates, and a cell opens the lightbox on its slide', async () => {
    const gallery = await hydrated('design="grid"')
    shadow<HTMLButtonElement>(gallery, '[data-index="2"] [part=item]')!.click()
    // The lightbox's code loads on this first opening, which the test server compiles first: longer on a busy machine.
    await waitFor(() => shadow<HTMLDialogElement>(gallery, 'dialog')?.open, 'the lightbox to open', 20_000)
    expect(currentSlide(gallery)).to.equal(2)
  })

  it('draws without scripts: the images in view with their sources and crops, the captions, the autogrid in columns', async () => {
    const slides = imageSlides(6, () => ({ caption: 'Boats' }))
    const parsed = (attributes: string) => {
      const container = document.createElement('div')
      container.setHTMLUnsafe(serverRendered(`<ss-gallery style="display: block; width: 800px" ${attributes}>${slides}</ss-gallery>`))
      return container.firstElementChild!.shadowRoot!
    }
    const stacked = parsed('design="stacked" image-aspect-ratio="1.5"')
    const images = Array.from(stacked.querySelectorAll('img'))
    expect(images.map((image) => image.hasAttribute('srcset'))).to.deep.equal([true, false, false, false])
    expect(images[0]!.getAttribute('loading')).to.equal('lazy')
    expect(images[0]!.style.objectFit).to.equal('cover')
    expect(stacked.querySelector('[part=caption-text]')!.textContent).to.equal('Boats')
    const autogrid = parsed('design="autogrid" column-width="200" gutter="10"').querySelector<HTMLElement>('[part=list]')!
    expect(autogrid.style.getPropertyValue('--ss-gallery-column-width')).to.equal('200px')
    expect(parsed('design="carousel" slides-per-row="3"').querySelectorAll('img[srcset]')).to.have.length(3)
  })

  it('slider: hydrates, and goes to the next slide', async () => {
    await next(await hydrated('design="slider"', MEASURED_STRIP))
  })

  it('slideshow: hydrates, and goes to the next slide', async () => {
    await next(await hydrated('design="slideshow"'))
  })

  it('stacked: hydrates, and goes to the next slide', async () => {
    await next(await hydrated('design="stacked"'))
  })

  it('carousel: hydrates, and goes to the next group', async () => {
    const gallery = (await hydrated('design="carousel"', MEASURED_STRIP)) as SsGallery
    const visible = () => Array.from(gallery.shadowRoot!.querySelectorAll<HTMLElement>('.slide')).filter((slide) => !slide.inert).map((slide) => Number(slide.dataset.index))
    expect(visible()).to.deep.equal([0, 1, 2])
    shadow<HTMLButtonElement>(gallery, '[part=next]')!.click()
    await waitFor(() => gallery.currentIndex === 3 && visible()[0] === 3, 'the second group')
  })

  it('autocolumns, autorows, autogrid and list: hydrate, and a slide opens the lightbox', async () => {
    for (const design of ['autocolumns', 'autorows', 'autogrid', 'list']) {
      const gallery = await hydrated(`design="${design}" lightbox`, design === 'autocolumns' ? MEASURED_COLUMNS : undefined)
      shadow<HTMLButtonElement>(gallery, '[data-index="1"] [part=item]')!.click()
      await waitFor(() => shadow<HTMLDialogElement>(gallery, 'dialog')?.open, `the ${design} lightbox to open`)
    }
  })
})
