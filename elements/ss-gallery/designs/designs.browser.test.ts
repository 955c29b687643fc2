import { expect } from '@esm-bundle/chai'
import '../index.ts'
import { currentSlide, imageSlides, recordEvents, removeGallery, renderGallery, settled, shadow, shadowAll } from '../test/gallery-fixture.ts'
import { emulateMedia, setViewport } from '../../../test/helpers/emulation.ts'
import { settle, waitFor } from '../../../test/helpers/wait.ts'

const widths = (elements: Element[]) => elements.map((element) => Math.round(element.getBoundingClientRect().width))
const lefts = (elements: Element[]) => elements.map((element) => Math.round(element.getBoundingClientRect().left))
const distinct = (values: number[]) => [...new Set(values)]

describe('<ss-gallery> designs', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }))
  afterEach(async () => {
    removeGallery()
    await emulateMedia({ reducedMotion: null })
  })

  describe('grid', () => {
    it('has 4 columns with 20 px between by default, square cells', async () => {
      const gallery = await renderGallery('design="grid"', imageSlides(8), 'width: 860px')
      const cells = shadowAll(gallery, '.cell')
      expect(distinct(lefts(cells))).to.have.length(4)
      expect(widths(cells)).to.deep.equal(Array(8).fill(200))
      expect(Math.round(cells[1]!.getBoundingClientRect().left - cells[0]!.getBoundingClientRect().right)).to.equal(20)
      const media = shadow(gallery, '.media')!.getBoundingClientRect()
      expect(Math.round(media.height)).to.equal(Math.round(media.width))
    })

    it('takes slidesPerRow, padding and imageAspectRatio from the block', async () => {
      const gallery = await renderGallery(`design="grid" data-block-json='{"slidesPerRow":2,"padding":0,"imageAspectRatio":2}'`, imageSlides(4))
      const cells = shadowAll(gallery, '.cell')
      expect(widths(cells)).to.deep.equal([400, 400, 400, 400])
      expect(Math.round(shadow(gallery, '.media')!.getBoundingClientRect().height)).to.equal(200)
    })

    it('takes the same keys from plain attributes, kebab-case or as written', async () => {
      const gallery = await renderGallery(`design="grid" slidesPerRow="2" padding="0" image-aspect-ratio="2"`, imageSlides(4))
      const cells = shadowAll(gallery, '.cell')
      expect(widths(cells)).to.deep.equal([400, 400, 400, 400])
      expect(Math.round(shadow(gallery, '.media')!.getBoundingClientRect().height)).to.equal(200)
    })
  })

  describe('autogrid and autocolumns (columnWidth 250)', () => {
    it('fits as many columns of at least columnWidth as the width allows (min)', async () => {
      const gallery = await renderGallery('design="autogrid"', imageSlides(8), 'width: 999px')
      expect(distinct(lefts(shadowAll(gallery, '.cell')))).to.have.length(3)
    })

    it('uses columns of at most columnWidth with columnWidthBehavior max', async () => {
      const gallery = await renderGallery(`design="autogrid" data-block-json='{"columnWidthBehavior":"max"}'`, imageSlides(8), 'width: 1001px')
      expect(distinct(lefts(shadowAll(gallery, '.cell')))).to.have.length(5)
    })

    it('changes the number of columns when its width changes', async () => {
      const gallery = await renderGallery('design="autogrid"', imageSlides(8), 'width: 1000px')
      expect(distinct(lefts(shadowAll(gallery, '.cell')))).to.have.length(4)
      gallery.parentElement!.style.width = '500px'
      await waitFor(() => distinct(lefts(shadowAll(gallery, '.cell'))).length === 2, 'two columns')
    })

    it('autocolumns stacks each image, at its own proportions, in the shortest column', async () => {
      const shapes = ['portrait', 'landscape', 'landscape', 'square'] as const
      const gallery = await renderGallery('design="autocolumns"', imageSlides(4, (i) => ({ shape: shapes[i] })), 'width: 500px')
      const columns = shadowAll(gallery, '.column').map((column) => Array.from(column.querySelectorAll<HTMLElement>('.cell'), (cell) => Number(cell.dataset.index)))
      // Heights per unit of width 1.33, 0.56, 0.56, 1: the second column stays the shorter until the last.
      expect(columns).to.deep.equal([[0], [1, 2, 3]])
      const portrait = shadow(gallery, '[data-index="0"] .media')!.getBoundingClientRect()
      expect(Math.round((portrait.height / portrait.width) * 100) / 100).to.equal(1.33)
    })
  })

  describe('carousel', () => {
    it('shows 3 slides per group with a 1% gutter and moves a group at a time', async () => {
      const gallery = await renderGallery('design="carousel"', imageSlides(7), 'width: 1000px')
      const slides = shadowAll(gallery, '.slide')
      const viewport = shadow(gallery, '[part=viewport]')!
      const visible = () => slides.filter((slide) => !slide.inert).map((slide) => Number(slide.dataset.index))
      expect(visible()).to.deep.equal([0, 1, 2])
      expect(Math.round(slides[1]!.getBoundingClientRect().left - slides[0]!.getBoundingClientRect().right)).to.equal(10)
      expect(viewport.hasAttribute('data-first-group')).to.equal(true)
      gallery.next()
      await waitFor(() => visible()[0] === 3, 'the second group')
      expect(gallery.currentIndex).to.equal(3)
      expect(Math.round(slides[3]!.getBoundingClientRect().left)).to.equal(Math.round(viewport.getBoundingClientRect().left))
      gallery.next()
      await waitFor(() => visible()[0] === 6, 'the last group')
      expect(viewport.hasAttribute('data-last-group')).to.equal(true)
      const reached = recordEvents(gallery, 'ss-reached-end')
      shadow(gallery, '[part=next]')!.click()
      await settle()
      expect(reached).to.have.length(1)
    })

    it('hides its controls when every slide fits', async () => {
      const gallery = await renderGallery('design="carousel"', imageSlides(3))
      expect(shadow(gallery, '.controls')!.hidden).to.equal(true)
    })

    it('animates a group over 0.5 s', async () => {
      await emulateMedia({ reducedMotion: 'no-preference' })
      const gallery = await renderGallery('design="carousel"', imageSlides(6))
      gallery.next()
      await waitFor(() => shadow(gallery, '.track')!.getAnimations().length === 1, 'the move')
      expect(shadow(gallery, '.track')!.getAnimations()[0]!.effect!.getTiming().duration).to.equal(500)
      await settled(gallery)
    })

    describe('on narrow windows', () => {
      afterEach(() => setViewport({ width: 800, height: 600 }))
      const perRow = (gallery: Element) => shadowAll(gallery, '.slide').filter((slide) => !slide.inert).length

      it('shows 3 per group under 724 px when set above 2', async () => {
        await setViewport({ width: 700, height: 600 })
        const gallery = await renderGallery('design="carousel" slides-per-row="5"', imageSlides(10), 'width: 100%')
        expect(perRow(gallery)).to.equal(3)
        gallery.next()
        await waitFor(() => gallery.currentIndex === 3, 'the next group of three')
      })

      it('shows 2 per group under 480 px when set above 1', async () => {
        await setViewport({ width: 470, height: 600 })
        const gallery = await renderGallery('design="carousel" slides-per-row="5"', imageSlides(10), 'width: 100%')
        expect(perRow(gallery)).to.equal(2)
      })
    })
  })

  describe('slider', () => {
    const sliderWith = (alignment: string) =>
      renderGallery(`design="slider" active-alignment="${alignment}"`, imageSlides(8, () => ({ shape: 'square' })), 'width: 1000px')
    const place = (gallery: Element, index: number) => {
      const view = shadow(gallery, '[part=viewport]')!.getBoundingClientRect()
      const slide = shadow(gallery, `.slide[data-index="${index}"]`)!.getBoundingClientRect()
      return { start: Math.round(slide.left - view.left), end: Math.round(view.right - slide.right) }
    }

    it('is half as high as it is wide by default', async () => {
      const gallery = await sliderWith('center')
      expect(Math.round(shadow(gallery, '[part=viewport]')!.getBoundingClientRect().height)).to.equal(500)
    })

    it('puts the current slide at the start (left), middle (center) or end (right)', async () => {
      let gallery = await sliderWith('left')
      gallery.goTo(3)
      await waitFor(() => place(gallery, 3).start === 0, 'slide 4 at the start')
      gallery = await sliderWith('center')
      gallery.goTo(3)
      await waitFor(() => place(gallery, 3).start === 250, 'slide 4 in the middle')
      gallery = await sliderWith('right')
      gallery.goTo(3)
      await waitFor(() => place(gallery, 3).end === 0, 'slide 4 at the end')
    })

    it('makes the slides wholly out of view inert', async () => {
      const gallery = await sliderWith('left')
      expect(shadowAll(gallery, '.slide').map((slide) => slide.inert)).to.deep.equal([false, false, true, true, true, true, true, true])
    })

    it('a click on a slide makes it current', async () => {
      const gallery = await sliderWith('left')
      shadow(gallery, '.slide[data-index="1"] .activator')!.click()
      await waitFor(() => gallery.currentIndex === 1, 'slide 2')
    })
  })

  describe('slideshow', () => {
    const clickAt = (gallery: Element, fraction: number) => {
      const target = shadow(gallery, '.slide[data-state=current] .activator')!
      const box = target.getBoundingClientRect()
      target.dispatchEvent(new MouseEvent('click', { clientX: box.left + box.width * fraction, clientY: box.top + 10, bubbles: true, composed: true }))
    }

    it('goes next on a click by default', async () => {
      const gallery = await renderGallery('design="slideshow"', imageSlides(3))
      clickAt(gallery, 0.1)
      await waitFor(() => currentSlide(gallery) === 1, 'slide 2')
    })

    it('goes previous on a click with clickBehavior previous', async () => {
      const gallery = await renderGallery('design="slideshow" click-behavior="previous" loop', imageSlides(3))
      clickAt(gallery, 0.9)
      await waitFor(() => currentSlide(gallery) === 2, 'the last slide')
    })

    it('goes by the half clicked with clickBehavior halves', async () => {
      const gallery = await renderGallery('design="slideshow" click-behavior="halves" loop', imageSlides(3))
      clickAt(gallery, 0.75)
      await waitFor(() => currentSlide(gallery) === 1, 'slide 2 by the right half')
      clickAt(gallery, 0.25)
      await waitFor(() => currentSlide(gallery) === 0, 'slide 1 by the left half')
    })

    it('a stacked gallery does not move on a click', async () => {
      const gallery = await renderGallery('design="stacked"', imageSlides(3))
      clickAt(gallery, 0.9)
      await settle()
      expect(currentSlide(gallery)).to.equal(0)
    })

    it('lays its caption over the slide at meta-position', async () => {
      const gallery = await renderGallery(`data-block-json='{"meta-position":"top-left"}'`, imageSlides(2, () => ({ caption: 'At the top left' })))
      const caption = shadow(gallery, '.slide[data-state=current] [part=caption]')!
      const stage = shadow(gallery, '.stage')!.getBoundingClientRect()
      expect(caption.textContent).to.equal('At the top left')
      expect(Math.round(caption.getBoundingClientRect().top - stage.top)).to.equal(16)
      expect(Math.round(caption.getBoundingClientRect().left - stage.left)).to.equal(16)
    })
  })

  describe('list', () => {
    it('puts each image, listImageSize percent wide, beside its caption', async () => {
      const gallery = await renderGallery(`design="list" data-block-json='{"listImageSize":40}'`, imageSlides(2, (i) => ({ caption: `Caption ${i + 1}` })), 'width: 1000px')
      const rows = shadowAll(gallery, '.row')
      expect(rows).to.have.length(2)
      expect(Math.round(shadow(gallery, '.row-media')!.getBoundingClientRect().width)).to.equal(400)
      expect(rows[1]!.querySelector('.row-meta')!.textContent).to.equal('Caption 2')
    })
  })

  it('keeps captions in step with the light DOM, formatting and links included', async () => {
    const gallery = await renderGallery('design="carousel"', imageSlides(2, () => ({ caption: 'A <a href="/more">link</a>' })))
    expect(shadow(gallery, '[part=caption] a')!.getAttribute('href')).to.equal(new URL('/more', location.href).href)
    gallery.querySelector('figcaption')!.innerHTML = 'Now <em>emphasised</em>'
    await waitFor(() => shadow(gallery, '[part=caption] em')?.textContent === 'emphasised', 'the new caption')
  })
})
