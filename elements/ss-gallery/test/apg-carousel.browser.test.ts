import { expect } from '@esm-bundle/chai'
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands'
import '../index.ts'
import { currentSlide, galleryContainer, imageSlides, recordEvents, removeGallery, renderGallery, shadow, shadowAll } from './gallery-fixture.ts'
import { expectNoAxeViolations } from '../../../test/helpers/axe.ts'
import { emulateMedia } from '../../../test/helpers/emulation.ts'
import { waitForEvent } from '../../../test/helpers/events.ts'
import { settle, waitFor } from '../../../test/helpers/wait.ts'

// The assertions of the W3C APG carousel examples' regression tests (previous/next and tablist), on the gallery's
// sliding designs. Autoplay at 0.2 s a slide, without the random extra second, keeps them fast.
const AUTOPLAY = `"autoplay":true,"autoplay-duration":0.2,"autoplayOptions":{"randomize":false},"loop":true`
const slideshow = (json = '') => `design="slideshow" transition="swipe" data-block-json='{${AUTOPLAY}${json}}'`

const region = (gallery: Element) => shadow(gallery, '[role=region]')!
const rotation = (gallery: Element) => shadow<HTMLButtonElement>(gallery, '[part=rotation]')!
const liveRegion = (gallery: Element) => shadow(gallery, '[aria-live]')!
const activeInShadow = (gallery: Element) => gallery.shadowRoot!.activeElement

/** Where to put the mouse to be over `element`'s middle, in page pixels. */
function middleOf(element: Element): [number, number] {
  const box = element.getBoundingClientRect()
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)]
}

async function clickAt(element: Element) {
  await sendMouse({ type: 'click', position: middleOf(element) })
}

describe('<ss-gallery> against the W3C APG carousel tests', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'no-preference' }))
  afterEach(async () => {
    removeGallery()
    // Firefox's resetMouse releases the buttons but leaves the pointer where it was.
    await sendMouse({ type: 'move', position: [0, 0] })
    await resetMouse()
    await emulateMedia({ reducedMotion: null })
  })

  for (const design of ['slideshow', 'carousel', 'slider']) {
    it(`${design}: the rotation control comes first in the Tab order, then previous and next`, async () => {
      const gallery = await renderGallery(`design="${design}" data-block-json='{${AUTOPLAY}}'`, imageSlides(7))
      galleryContainer().insertAdjacentHTML('afterbegin', '<button type="button" id="before">Before</button>')
      document.getElementById('before')!.focus()
      const reached: (string | null)[] = []
      for (let i = 0; i < 3; i += 1) {
        await sendKeys({ press: 'Tab' })
        reached.push(activeInShadow(gallery)?.getAttribute('part') ?? null)
      }
      expect(reached).to.deep.equal(['rotation', 'previous', 'next'])
      expect(region(gallery).contains(rotation(gallery))).to.equal(true)
    })

    it(`${design}: previous and next name the slides' container in aria-controls`, async () => {
      const gallery = await renderGallery(`design="${design}"`, imageSlides(7))
      for (const part of ['previous', 'next']) {
        const id = shadow(gallery, `[part=${part}]`)!.getAttribute('aria-controls')
        expect(id, part).to.be.a('string').and.not.equal('')
        const controlled = gallery.shadowRoot!.getElementById(id!)!
        expect(controlled.querySelectorAll('[aria-roledescription=slide]').length, part).to.be.greaterThan(0)
        expect(region(gallery).contains(controlled)).to.equal(true)
      }
    })
  }

  describe('slide pickers (the slideshow thumbnails)', () => {
    const withThumbnails = () => renderGallery(`design="slideshow" thumbnails`, imageSlides(5, (i) => ({ alt: `Boat ${i + 1}` })))

    it('sit inside the carousel region', async () => {
      const gallery = await withThumbnails()
      await waitFor(() => shadow(gallery, '[part=thumbnails]'), 'the thumbnails')
      expect(region(gallery).getAttribute('aria-roledescription')).to.equal('carousel')
      expect(region(gallery).contains(shadow(gallery, '[part=thumbnails]'))).to.equal(true)
      await expectNoAxeViolations(gallery)
    })

    it('are named as their slides, and the current one is aria-disabled', async () => {
      const gallery = await withThumbnails()
      await waitFor(() => shadow(gallery, '.thumbnail'), 'the thumbnails')
      const pickers = shadowAll(gallery, '.thumbnail')
      const slides = shadowAll(gallery, '.slide')
      expect(slides.length).to.be.greaterThan(2)
      for (const slide of slides) expect(pickers[Number(slide.dataset.index)]!.getAttribute('aria-label')).to.equal(slide.getAttribute('aria-label'))
      expect(pickers[2]!.getAttribute('aria-label')).to.equal('3 of 5')
      const disabled = () => shadowAll(gallery, '.thumbnail').map((picker) => picker.getAttribute('aria-disabled'))
      expect(disabled()).to.deep.equal(['true', null, null, null, null])
      shadowAll(gallery, '.thumbnail')[2]!.click()
      await waitFor(() => currentSlide(gallery) === 2, 'slide 3')
      expect(disabled()).to.deep.equal([null, null, 'true', null, null])
    })

    it('picking the current one again changes nothing and keeps focus', async () => {
      const gallery = await withThumbnails()
      await waitFor(() => shadow(gallery, '.thumbnail'), 'the thumbnails')
      const changes = recordEvents(gallery, 'ss-slide-change')
      const current = shadowAll(gallery, '.thumbnail')[0]!
      current.focus()
      await sendKeys({ press: 'Enter' })
      await sendKeys({ press: 'Space' })
      await settle()
      expect(changes).to.have.length(0)
      expect(currentSlide(gallery)).to.equal(0)
      expect(activeInShadow(gallery)).to.equal(current)
    })
  })

  describe('a linked thumbnail strip put in the gallery', () => {
    async function nested(json = '') {
      const main = await renderGallery(
        `id="apg-main" design="slideshow" data-block-json='{${json}}'`,
        `${imageSlides(5)}<ss-gallery slot="thumbnails" linked-to="apg-main" design="slider" aria-label="Thumbnails">${imageSlides(5)}</ss-gallery>`,
      )
      const strip = main.querySelector('ss-gallery')!
      await waitFor(() => strip.shadowRoot?.querySelector('.slide .activator'), 'the strip')
      return { main, strip, pickers: shadowAll<HTMLButtonElement>(strip, '.slide .activator') }
    }

    it('shows inside the main carousel region, and its pickers are named as the main slides', async () => {
      const { main, strip, pickers } = await nested()
      const slot = shadow<HTMLSlotElement>(main, 'slot[name=thumbnails]')!
      expect(slot.assignedElements()).to.deep.equal([strip])
      expect(region(main).contains(slot)).to.equal(true)
      expect(shadowAll(main, '.slide')).to.have.length(4)
      expect(shadowAll(main, '.slide').map((slide) => slide.getAttribute('aria-label'))).to.deep.equal(pickers.slice(0, 4).map((picker) => picker.getAttribute('aria-label')))
      expect(pickers.map((picker) => picker.getAttribute('aria-disabled'))).to.deep.equal(['true', null, null, null, null])
    })

    it('an arrow key on a picker moves both galleries by one slide', async () => {
      const { main, strip, pickers } = await nested()
      // The strip's own events bubble through the main gallery: they are told apart by their target.
      const changes: [EventTarget | null, number][] = []
      main.addEventListener('ss-slide-change', (event) => changes.push([event.target, (event as CustomEvent<{ index: number }>).detail.index]))
      pickers[0]!.focus()
      await sendKeys({ press: 'ArrowRight' })
      await waitFor(() => currentSlide(main) === 1 && currentSlide(strip) === 1, 'slide 2 in both')
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(changes).to.deep.equal([
        [strip, 1],
        [main, 1],
      ])
    })

    it('holds the rotation of the main gallery while focus is on one of its pickers', async () => {
      const { main, pickers } = await nested(AUTOPLAY)
      expect(liveRegion(main).getAttribute('aria-live')).to.equal('off')
      pickers[0]!.focus()
      await waitFor(() => liveRegion(main).getAttribute('aria-live') === 'polite', 'the hold')
      const changes = recordEvents(main, 'ss-slide-change')
      await new Promise((resolve) => setTimeout(resolve, 600))
      expect(changes).to.have.length(0)
      expect(rotation(main).getAttribute('aria-label')).to.equal('Stop slide rotation')
    })
  })

  describe('rotation', () => {
    for (const design of ['slideshow', 'stacked', 'carousel', 'slider']) {
      it(`${design}: a carousel region, the control labelled by what it does, the slides quiet while they rotate and speaking while stopped or held by focus`, async () => {
        const gallery = await renderGallery(`design="${design}" data-block-json='{${AUTOPLAY}}'`, imageSlides(7))
        expect(region(gallery).getAttribute('aria-roledescription')).to.equal('carousel')
        expect(rotation(gallery).getAttribute('aria-label')).to.equal('Stop slide rotation')
        expect(liveRegion(gallery).getAttribute('aria-live')).to.equal('off')
        rotation(gallery).focus()
        await sendKeys({ press: 'Space' })
        await waitFor(() => rotation(gallery).getAttribute('aria-label') === 'Start slide rotation', 'the stop')
        await waitFor(() => liveRegion(gallery).getAttribute('aria-live') === 'polite', 'the live region to speak once stopped')
        await sendKeys({ press: 'Enter' })
        await waitFor(() => rotation(gallery).getAttribute('aria-label') === 'Stop slide rotation', 'the start')
        await waitFor(() => liveRegion(gallery).getAttribute('aria-live') === 'off', 'the live region to go quiet once started again')
        shadow<HTMLElement>(gallery, '[part=next]')!.focus()
        await waitFor(() => liveRegion(gallery).getAttribute('aria-live') === 'polite', 'the hold by focus')
        expect(rotation(gallery).getAttribute('aria-label')).to.equal('Stop slide rotation')
        rotation(gallery).focus()
        await waitFor(() => liveRegion(gallery).getAttribute('aria-live') === 'off', 'the rotation to go on with focus on its control')
      })
    }

    it('after a click restarts it, aria-live is off and the label says stop, with the pointer still on the control', async () => {
      const gallery = await renderGallery(slideshow(), imageSlides(3), 'width: 400px')
      await clickAt(rotation(gallery))
      await waitFor(() => rotation(gallery).getAttribute('aria-label') === 'Start slide rotation', 'the control to offer a start')
      await waitFor(() => liveRegion(gallery).getAttribute('aria-live') === 'polite', 'the live region to speak')
      await clickAt(rotation(gallery))
      await waitFor(() => rotation(gallery).getAttribute('aria-label') === 'Stop slide rotation', 'the control to offer a stop')
      await waitFor(() => liveRegion(gallery).getAttribute('aria-live') === 'off', 'the live region to go quiet')
      const changes = recordEvents(gallery, 'ss-slide-change')
      await waitFor(() => changes.length > 0, 'the slides to rotate under the pointer')
    })

    it('held by the pointer over the slides, the control still offers to stop, and the slides speak meanwhile', async () => {
      const gallery = await renderGallery(slideshow(), imageSlides(3), 'width: 400px')
      await sendMouse({ type: 'move', position: middleOf(shadow(gallery, '.stage')!) })
      await waitFor(() => liveRegion(gallery).getAttribute('aria-live') === 'polite', 'the hold')
      expect(rotation(gallery).getAttribute('aria-label')).to.equal('Stop slide rotation')
      await clickAt(rotation(gallery))
      await waitFor(() => rotation(gallery).getAttribute('aria-label') === 'Start slide rotation', 'the stop')
      const changes = recordEvents(gallery, 'ss-slide-change')
      await sendMouse({ type: 'move', position: [0, 0] })
      await new Promise((resolve) => setTimeout(resolve, 600))
      expect(changes).to.have.length(0)
    })
  })

  it('the demo page passes axe', async () => {
    const page = document.body.appendChild(document.createElement('div'))
    try {
      page.innerHTML = await (await fetch(new URL('../demo.html', import.meta.url))).text()
      const galleries = [...page.querySelectorAll('ss-gallery')]
      await waitFor(() => galleries.every((gallery) => gallery.shadowRoot?.querySelector('.base > *')), 'the demo to render')
      await expectNoAxeViolations(page)
    } finally {
      page.remove()
    }
  })

  for (const design of ['grid', 'slideshow']) describe(`${design}: the lightbox opened from a button outside the gallery`, () => {
    async function openFromOutside() {
      const gallery = await renderGallery(`design="${design}" data-block-json='{${AUTOPLAY}}'`, imageSlides(3))
      const outside = galleryContainer().appendChild(document.createElement('button'))
      outside.textContent = 'View the photos'
      outside.addEventListener('click', () => gallery.openLightbox(1))
      const opened = waitForEvent(gallery, 'ss-lightbox-open')
      await clickAt(outside)
      await opened
      return { gallery, outside }
    }

    it('Escape gives focus back to the button', async () => {
      const { gallery, outside } = await openFromOutside()
      await sendKeys({ press: 'Escape' })
      await waitFor(() => !shadow(gallery, 'dialog'), 'the lightbox to close')
      expect(document.activeElement).to.equal(outside)
    })

    it('the close button gives focus back to the button', async () => {
      const { gallery, outside } = await openFromOutside()
      await clickAt(shadow(gallery, '[part=lightbox-close]')!)
      await waitFor(() => !shadow(gallery, 'dialog'), 'the lightbox to close')
      expect(document.activeElement).to.equal(outside)
    })

    it('a click on the backdrop gives focus back to the button', async () => {
      const { gallery, outside } = await openFromOutside()
      const close = shadow(gallery, '[part=lightbox-close]')!.getBoundingClientRect()
      // Below the close button, at the screen's edge: the backdrop, outside the image.
      await sendMouse({ type: 'click', position: [Math.round(close.right - 4), Math.round(close.bottom + 8)] })
      await waitFor(() => !shadow(gallery, 'dialog'), 'the lightbox to close')
      expect(document.activeElement).to.equal(outside)
    })
  })
})
