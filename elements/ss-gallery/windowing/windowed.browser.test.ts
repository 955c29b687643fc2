import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import '../index.ts'
import type { SsGallery } from '../element.ts'
import { currentSlide, imageSlides, recordEvents, removeGallery, renderGallery, settled, shadow, shadowAll } from '../test/gallery-fixture.ts'
import { emulateMedia } from '../../../test/helpers/emulation.ts'
import { waitForEvent } from '../../../test/helpers/events.ts'
import { settle, waitFor } from '../../../test/helpers/wait.ts'

const COUNT = 1000
const thousand = () => imageSlides(COUNT, (i) => ({ id: `photo-${i}`, caption: `Photo ${i + 1}` }))
const drawn = (gallery: Element, selector = '.slide') => shadowAll(gallery, selector).map((slide) => Number(slide.dataset.index))
const slideAt = (gallery: Element, index: number) => shadow(gallery, `.slide[data-index="${index}"]`)
const activeInShadow = (gallery: Element) => gallery.shadowRoot!.activeElement
const itemId = () => new URLSearchParams(location.search).get('itemId')
const startAddress = location.href

describe('<ss-gallery> with 1,000 slides (windowed)', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }))
  afterEach(async () => {
    removeGallery()
    history.replaceState(history.state, '', startAddress)
    await emulateMedia({ reducedMotion: null })
  })

  describe('only a window of slides is in the shadow DOM', () => {
    for (const design of ['slideshow', 'slider', 'carousel']) {
      it(`${design}: the slides near the current one, labelled out of 1,000`, async () => {
        const gallery = await renderGallery(`design="${design}"`, thousand())
        const first = drawn(gallery)
        expect(first.length, 'slides drawn').to.be.within(3, 30)
        expect(first[0]).to.equal(0)
        expect(slideAt(gallery, 0)!.getAttribute('aria-label')).to.equal(`1 of ${COUNT}`)
        gallery.goTo(900)
        await waitFor(() => drawn(gallery).includes(900), 'slide 901 drawn')
        expect(gallery.currentIndex).to.equal(900)
        expect(drawn(gallery)).to.not.include(0)
        expect(drawn(gallery).length, 'slides drawn').to.be.within(3, 30)
        expect(slideAt(gallery, 900)!.getAttribute('aria-label')).to.equal(`901 of ${COUNT}`)
      })
    }

    it('grid: the rows near the viewport, in a list as high as all 250 rows', async () => {
      // 800 px wide, 4 columns 20 px apart: square cells of 185 px, rows 205 px apart.
      const gallery = await renderGallery('design="grid"', thousand())
      const list = shadow(gallery, '[part=list]')!
      expect(drawn(gallery, '.cell').length, 'cells drawn').to.be.within(4, 80)
      expect(Math.round(list.getBoundingClientRect().height)).to.equal(250 * 205 - 20)
      const cell = shadow(gallery, '.cell')!
      expect([cell.getAttribute('aria-posinset'), cell.getAttribute('aria-setsize')]).to.deep.equal(['1', `${COUNT}`])
      window.scrollTo(0, list.getBoundingClientRect().bottom + scrollY - innerHeight)
      await waitFor(() => drawn(gallery, '.cell').includes(COUNT - 1), 'the last cell once scrolled to')
      // The current item's row stays drawn (focus and the lightbox come back to it); the rows between do not.
      expect(drawn(gallery, '.cell').filter((i) => i < 900)).to.deep.equal([0, 1, 2, 3])
      const last = shadow(gallery, `.cell[data-index="${COUNT - 1}"]`)!.getBoundingClientRect()
      expect(Math.round(last.top - list.getBoundingClientRect().top)).to.equal(249 * 205)
      window.scrollTo(0, 0)
    })

    it('slider: the current slide sits where the whole row would put it', async () => {
      const gallery = await renderGallery('design="slider" active-alignment="left"', imageSlides(COUNT, () => ({ shape: 'square' })), 'width: 1000px')
      gallery.goTo(900)
      const view = () => shadow(gallery, '[part=viewport]')!.getBoundingClientRect()
      await waitFor(() => Math.round(slideAt(gallery, 900)?.getBoundingClientRect().left ?? -1) === Math.round(view().left), 'slide 901 at the start')
      // Square slides 500 px wide: the row is 500,000 px long, slide 901 starts at 450,000 px.
      expect(Math.round(slideAt(gallery, 901)!.getBoundingClientRect().left - view().left)).to.equal(500)
      expect(shadow(gallery, '.track')!.style.transform).to.equal('translateX(-450000px)')
      expect(Math.round(shadow(gallery, '.track')!.scrollWidth)).to.equal(500_000)
    })
  })

  it('keyboard: the arrows walk across the ends with loop, and focus stays in the gallery', async () => {
    const gallery = await renderGallery('design="slider" loop data-block-json=\'{"lightbox":true}\'', thousand())
    slideAt(gallery, 0)!.querySelector<HTMLElement>('.activator')!.focus()
    await sendKeys({ press: 'ArrowLeft' })
    await waitFor(() => gallery.currentIndex === COUNT - 1, 'the last slide')
    await waitFor(() => activeInShadow(gallery) === slideAt(gallery, COUNT - 1)?.querySelector('.activator'), 'focus on the last slide')
    expect(slideAt(gallery, COUNT - 1)!.getAttribute('aria-label')).to.equal(`${COUNT} of ${COUNT}`)
    await sendKeys({ press: 'ArrowRight' })
    await waitFor(() => gallery.currentIndex === 0, 'back to the first slide')
    await waitFor(() => activeInShadow(gallery) === slideAt(gallery, 0)?.querySelector('.activator'), 'focus on the first slide')
  })

  it('a slide far from the focused one: focus goes to the gallery, not to the page', async () => {
    const gallery = await renderGallery('', thousand())
    shadow(gallery, '[part=next]')!.focus()
    gallery.goTo(500)
    await waitFor(() => currentSlide(gallery) === 500, 'slide 501')
    expect(gallery.shadowRoot!.activeElement).to.not.equal(null)
  })

  it('?itemId= opens on slide 901, and with history the address follows', async () => {
    history.replaceState(history.state, '', `${location.pathname}?itemId=photo-900`)
    const gallery = await renderGallery('history', thousand())
    await waitFor(() => currentSlide(gallery) === 900, 'slide 901 from the address')
    expect(shadow(gallery, '.slide[data-state=current]')!.getAttribute('aria-label')).to.equal(`901 of ${COUNT}`)
    const changes = recordEvents(gallery, 'ss-slide-change')
    gallery.next()
    await waitFor(() => itemId() === 'photo-901', 'itemId=photo-901')
    expect(changes).to.deep.equal([{ index: 901, previousIndex: 900, slideId: 'photo-901' }])
  })

  it('the lightbox opens on slide 901, moves, and gives the index back to the gallery', async () => {
    const gallery = await renderGallery('design="slider" data-block-json=\'{"lightbox":true}\'', thousand())
    gallery.goTo(900)
    await waitFor(() => slideAt(gallery, 900)?.querySelector('.activator'), 'slide 901 drawn')
    const button = slideAt(gallery, 900)!.querySelector<HTMLElement>('.activator')!
    button.focus()
    const opened = waitForEvent<CustomEvent>(gallery, 'ss-lightbox-open')
    button.click()
    expect((await opened).detail).to.deep.equal({ index: 900 })
    expect(shadow(gallery, '[part=lightbox-counter]')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal(`901 / ${COUNT}`)
    await sendKeys({ press: 'ArrowRight' })
    await waitFor(() => gallery.currentIndex === 901, 'slide 902 in the lightbox')
    expect(shadow(gallery, '.lightbox-item figcaption')!.textContent).to.equal('Photo 902')
    await sendKeys({ press: 'Escape' })
    await waitFor(() => !shadow(gallery, 'dialog'), 'the lightbox closed')
    expect(currentSlide(gallery)).to.equal(901)
    expect(slideAt(gallery, 901)).to.not.equal(null)
    expect(activeInShadow(gallery), 'focus back on the slide that opened it').to.equal(button)
  })

  describe('a linked strip', () => {
    let container: HTMLElement | undefined
    afterEach(() => container?.remove())

    async function linkedPair(): Promise<{ main: SsGallery; strip: SsGallery }> {
      container = document.createElement('div')
      container.style.width = '800px'
      container.innerHTML =
        `<ss-gallery id="windowed-main" design="slideshow">${thousand()}</ss-gallery>` +
        `<ss-gallery linked-to="windowed-main" design="slider" aria-label="Thumbnails">${thousand()}</ss-gallery>`
      document.body.append(container)
      const [main, strip] = Array.from(container.querySelectorAll('ss-gallery'))
      for (const gallery of [main!, strip!]) await waitFor(() => gallery.shadowRoot?.querySelector('.base > *'), 'both galleries')
      return { main: main!, strip: strip! }
    }
    const thumb = (strip: Element, index: number) => slideAt(strip, index)?.querySelector<HTMLElement>('.activator') ?? null

    it('follows the main slideshow to slide 901, centred and aria-current, and moves it back', async () => {
      const { main, strip } = await linkedPair()
      main.goTo(900)
      await waitFor(() => thumb(strip, 900)?.getAttribute('aria-current') === 'true', 'thumbnail 901 current')
      expect(shadowAll(strip, '[aria-current]')).to.have.length(1)
      expect(drawn(strip)).to.not.include(0)
      const view = shadow(strip, '[part=viewport]')!.getBoundingClientRect()
      const box = thumb(strip, 900)!.getBoundingClientRect()
      expect(Math.abs(box.left + box.width / 2 - (view.left + view.width / 2))).to.be.below(1)
      thumb(strip, 903)!.click()
      await waitFor(() => main.currentIndex === 903, 'the main slideshow on slide 904')
      await settled(main)
      expect(currentSlide(main)).to.equal(903)
    })

    it('Enter and Space on a thumbnail activate it; the arrows take focus along', async () => {
      const { main, strip } = await linkedPair()
      main.goTo(900)
      await waitFor(() => thumb(strip, 901), 'thumbnail 902 drawn')
      thumb(strip, 901)!.focus()
      await sendKeys({ press: 'Enter' })
      await waitFor(() => main.currentIndex === 901, 'slide 902 by Enter')
      thumb(strip, 902)!.focus()
      await sendKeys({ press: 'Space' })
      await waitFor(() => main.currentIndex === 902, 'slide 903 by Space')
      await settle()
      await sendKeys({ press: 'ArrowRight' })
      await waitFor(() => main.currentIndex === 903, 'slide 904 by the arrow')
      await waitFor(() => activeInShadow(strip) === thumb(strip, 903), 'focus on thumbnail 904')
    })
  })
})
