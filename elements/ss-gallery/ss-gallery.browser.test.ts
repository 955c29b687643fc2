import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import './index.ts'
import type { SsGallery } from './element.ts'
import type { GallerySlideChangeDetail } from './schema/gallery-api.ts'
import {
  capturingConsole,
  currentSlide,
  galleryContainer,
  imageSlides,
  recordEvents,
  removeGallery,
  renderGallery,
  settled,
  shadow,
  shadowAll,
} from './test/gallery-fixture.ts'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { emulateMedia } from '../../test/helpers/emulation.ts'
import { trackResources } from '../../test/helpers/resources.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'

const stacked = (attributes = '', count = 4) => renderGallery(attributes, imageSlides(count))

/** A gallery whose configuration is bad never renders: wait for its error instead. */
async function brokenGallery(attributes: string): Promise<SsGallery> {
  const container = document.createElement('div')
  container.innerHTML = `<ss-gallery ${attributes}>${imageSlides(2, (i) => ({ caption: `Caption ${i + 1}` }))}</ss-gallery>`
  document.body.append(container)
  const gallery = container.querySelector('ss-gallery')!
  await waitFor(() => gallery.hasAttribute('data-ss-error') && gallery.shadowRoot?.querySelector('slot'), 'the configuration error')
  return gallery
}

describe('<ss-gallery>', () => {
  afterEach(async () => {
    removeGallery()
    document.querySelectorAll('ss-gallery').forEach((gallery) => gallery.parentElement?.remove())
    await emulateMedia({ reducedMotion: null })
  })

  describe('block data', () => {
    it('refuses an unknown design with one console error naming it, keeping the slides visible', async () => {
      await capturingConsole('error', async (logged) => {
        const errors: Event[] = []
        document.addEventListener('ss-error', (event) => errors.push(event), { once: true })
        const gallery = await brokenGallery(`data-block-json='{"design":"mosaic"}'`)
        expect(logged).to.have.length(1)
        expect(String(logged[0]![0])).to.contain('<ss-gallery>').and.contain('design').and.contain('These are not the gallery designs you are looking for: mosaic')
        expect(gallery.getAttribute('data-ss-error')).to.contain('These are not the gallery designs you are looking for: mosaic')
        expect(errors).to.have.length(1)
        expect(gallery.querySelector('figcaption')!.getBoundingClientRect().height).to.be.greaterThan(0)
      })
    })

    it('says "Error evaluating gallery block data." when the block JSON holds no block data', async () => {
      await capturingConsole('error', async (logged) => {
        await brokenGallery(`data-block-json='null'`)
        expect(String(logged[0]![0])).to.contain('Error evaluating gallery block data.')
      })
    })

    it('refuses a stacked boundary or snap point it does not know, naming the key', async () => {
      await capturingConsole('error', async (logged) => {
        const gallery = await brokenGallery(`boundaries='{"start": "soft"}'`)
        expect(String(logged[0]![0])).to.contain('boundaries.start').and.contain('expected none, hard or inertial')
        expect(gallery.getAttribute('data-ss-error')).to.contain('expected none, hard or inertial')
      })
      await capturingConsole('error', async (logged) => {
        await brokenGallery(`snap-points="half"`)
        expect(String(logged[0]![0])).to.contain('snapPoints').and.contain('expected a percentage from 0% to 100%, or "none"')
      })
    })

    it('refuses an unknown transition the same way', async () => {
      await capturingConsole('error', async (logged) => {
        const gallery = await brokenGallery(`transition="wipe"`)
        expect(String(logged[0]![0])).to.contain('transition').and.contain('Could not find transition named: wipe')
        expect(gallery.getAttribute('data-ss-error')).to.contain('Could not find transition named: wipe')
      })
    })

    it('says "Error decoding gallery block data." when the block JSON does not parse', async () => {
      await capturingConsole('error', async (logged) => {
        const gallery = await brokenGallery(`data-block-json='{"design":'`)
        expect(String(logged[0]![0])).to.contain('Error decoding gallery block data.')
        expect(gallery.getAttribute('data-ss-error')).to.contain('Error decoding gallery block data.')
      })
    })

    it('renders again once the configuration is fixed', async () => {
      await capturingConsole('error', async () => {
        const gallery = await brokenGallery(`design="mosaic"`)
        gallery.setAttribute('design', 'grid')
        await waitFor(() => shadow(gallery, '.grid'), 'the grid')
        expect(gallery.hasAttribute('data-ss-error')).to.equal(false)
      })
    })

    it('lets a plain attribute override the block JSON, and re-renders when the design changes', async () => {
      const gallery = await renderGallery(`data-block-json='{"design":"carousel"}' design="grid"`, imageSlides(3))
      expect(shadow(gallery, '.grid')).to.not.equal(null)
      gallery.design = 'slideshow'
      await waitFor(() => shadow(gallery, '.stage'), 'the slideshow')
      expect(shadow(gallery, '.grid')).to.equal(null)
      expect(shadowAll(gallery, '.stage .slide')).to.have.length(3)
    })

    it('picks up slides added and removed later', async () => {
      const gallery = await stacked('', 2)
      gallery.insertAdjacentHTML('beforeend', imageSlides(2))
      await waitFor(() => shadowAll(gallery, '.slide').length === 4, 'four slides')
      gallery.querySelector('figure')!.remove()
      await waitFor(() => shadowAll(gallery, '.slide').length === 3, 'three slides')
    })
  })

  describe('index, methods and events', () => {
    beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }))

    it('next(), previous() and goTo() change the current slide and fire ss-slide-change', async () => {
      const gallery = await stacked()
      const changes = recordEvents<GallerySlideChangeDetail>(gallery, 'ss-slide-change')
      gallery.next()
      await waitFor(() => currentSlide(gallery) === 1, 'slide 2')
      gallery.goTo(3)
      await waitFor(() => currentSlide(gallery) === 3, 'slide 4')
      gallery.previous()
      await waitFor(() => currentSlide(gallery) === 2, 'slide 3')
      expect(changes).to.deep.equal([
        { index: 1, previousIndex: 0, slideId: 's1' },
        { index: 3, previousIndex: 1, slideId: 's3' },
        { index: 2, previousIndex: 3, slideId: 's2' },
      ])
      expect(gallery.currentIndex).to.equal(2)
    })

    it('normalises indexes: negative ones count from the end, larger ones wrap', async () => {
      const gallery = await stacked()
      gallery.goTo(-1)
      await waitFor(() => gallery.currentIndex === 3, 'the last slide')
      gallery.currentIndex = 6
      await waitFor(() => currentSlide(gallery) === 2, 'slide 3')
      expect(gallery.currentIndex).to.equal(2)
    })

    it('without loop, stops at the ends, fires ss-reached-beginning and ss-reached-end, and flags the controls', async () => {
      const gallery = await stacked('', 2)
      const reached: string[] = []
      gallery.addEventListener('ss-reached-beginning', () => reached.push('beginning'))
      gallery.addEventListener('ss-reached-end', () => reached.push('end'))
      const previous = shadow<HTMLButtonElement>(gallery, '[part=previous]')!
      const next = shadow<HTMLButtonElement>(gallery, '[part=next]')!
      expect(previous.classList.contains('disabled')).to.equal(true)
      expect(previous.getAttribute('aria-disabled')).to.equal('true')
      previous.click()
      next.click()
      await waitFor(() => currentSlide(gallery) === 1, 'slide 2')
      expect(next.classList.contains('disabled')).to.equal(true)
      expect(previous.classList.contains('disabled')).to.equal(false)
      next.click()
      await settle()
      expect(currentSlide(gallery)).to.equal(1)
      expect(reached).to.deep.equal(['beginning', 'end'])
    })

    it('with loop, wraps at both ends and disables nothing', async () => {
      const gallery = await stacked('loop', 3)
      const reached = recordEvents(gallery, 'ss-reached-beginning')
      gallery.previous()
      await waitFor(() => currentSlide(gallery) === 2, 'the last slide')
      gallery.next()
      await waitFor(() => currentSlide(gallery) === 0, 'the first slide')
      expect(reached).to.have.length(0)
      expect(shadowAll(gallery, '.control.disabled')).to.have.length(0)
    })

    it('calls made before the gallery rendered run once it has', async () => {
      const container = galleryContainer() ?? document.body
      const gallery = document.createElement('ss-gallery')
      gallery.innerHTML = imageSlides(3)
      gallery.goTo(2)
      container.append(gallery)
      await waitFor(() => currentSlide(gallery) === 2, 'slide 3')
      gallery.remove()
    })
  })

  describe('motion', () => {
    it('refuses changes while a transition runs, and animates the fade over 1 s', async () => {
      await emulateMedia({ reducedMotion: 'no-preference' })
      const gallery = await stacked()
      const changes = recordEvents(gallery, 'ss-slide-change')
      gallery.next()
      gallery.next()
      gallery.goTo(3)
      await waitFor(() => currentSlide(gallery) === 1, 'slide 2')
      const incoming = shadow(gallery, '.slide[data-index="1"]')!
      expect(incoming.getAnimations().map((animation) => animation.effect!.getTiming().duration)).to.deep.equal([1000])
      expect(shadow(gallery, '.base')!.hasAttribute('data-in-motion')).to.equal(true)
      await settled(gallery)
      expect(changes).to.have.length(1)
      gallery.next()
      await waitFor(() => currentSlide(gallery) === 2, 'slide 3 once settled')
    })

    it('does not animate under prefers-reduced-motion', async () => {
      await emulateMedia({ reducedMotion: 'reduce' })
      const gallery = await stacked()
      gallery.next()
      await waitFor(() => currentSlide(gallery) === 1, 'slide 2')
      expect(shadow(gallery, '.base')!.hasAttribute('data-in-motion')).to.equal(false)
      expect(shadowAll(gallery, '.slide').flatMap((slide) => slide.getAnimations())).to.have.length(0)
      gallery.next()
      await waitFor(() => currentSlide(gallery) === 2, 'slide 3 at once')
    })
  })

  describe('keyboard', () => {
    beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }))

    it('the right and left arrows (39, 37) go to the next and previous slide while focus is inside', async () => {
      const gallery = await stacked()
      shadow(gallery, '[part=next]')!.focus()
      await sendKeys({ press: 'ArrowRight' })
      await waitFor(() => currentSlide(gallery) === 1, 'slide 2')
      await sendKeys({ press: 'ArrowRight' })
      await waitFor(() => currentSlide(gallery) === 2, 'slide 3')
      await sendKeys({ press: 'ArrowLeft' })
      await waitFor(() => currentSlide(gallery) === 1, 'slide 2 again')
    })

    it('leaves the arrows alone with keyboard off', async () => {
      const gallery = await stacked(`data-block-json='{"keyboard":false}'`)
      shadow(gallery, '[part=next]')!.focus()
      await sendKeys({ press: 'ArrowRight' })
      await settle()
      expect(currentSlide(gallery)).to.equal(0)
    })

    it('moves focus through a grid with the arrows', async () => {
      const gallery = await renderGallery('design="grid"', imageSlides(6))
      const buttons = shadowAll(gallery, '.grid button')
      buttons[0]!.focus()
      await sendKeys({ press: 'ArrowRight' })
      await waitFor(() => gallery.shadowRoot!.activeElement === buttons[1], 'focus on the second thumbnail')
      await sendKeys({ press: 'ArrowLeft' })
      await waitFor(() => gallery.shadowRoot!.activeElement === buttons[0], 'focus on the first thumbnail')
    })
  })

  describe('touch', () => {
    beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }))

    function swipe(target: Element, dx: number, dy = 0) {
      const box = target.getBoundingClientRect()
      const at = (x: number, y: number) => ({ pointerId: 7, pointerType: 'touch', isPrimary: true, clientX: x, clientY: y, bubbles: true, composed: true })
      const x = box.left + box.width / 2
      const y = box.top + box.height / 2
      target.dispatchEvent(new PointerEvent('pointerdown', at(x, y)))
      target.dispatchEvent(new PointerEvent('pointermove', at(x + dx / 2, y + dy / 2)))
      return () => target.dispatchEvent(new PointerEvent('pointerup', at(x + dx, y + dy)))
    }

    it('a quick swipe of 50 px or more goes next (leftwards) or previous (rightwards)', async () => {
      const gallery = await stacked('loop')
      const stage = shadow(gallery, '.stage .slide[data-index="0"] img')!
      swipe(stage, -80)()
      await waitFor(() => currentSlide(gallery) === 1, 'slide 2')
      swipe(shadow(gallery, '.stage')!, 60)()
      await waitFor(() => currentSlide(gallery) === 0, 'slide 1')
    })

    it('ignores swipes that are short, mostly vertical, or slower than 250 ms', async () => {
      const gallery = await stacked()
      const stage = shadow(gallery, '.stage')!
      swipe(stage, -40)()
      swipe(stage, -60, -90)()
      const release = swipe(stage, -120)
      await new Promise((resolve) => setTimeout(resolve, 300)) // the touch lasts longer than 250 ms
      release()
      await settle()
      expect(currentSlide(gallery)).to.equal(0)
    })
  })

  describe('accessibility (WAI-ARIA carousel)', () => {
    it('is a labelled carousel region of labelled slides, the hidden ones inert', async () => {
      const gallery = await renderGallery('aria-label="Harbour photos"', imageSlides(3))
      const region = shadow(gallery, '[part=viewport]')!
      expect(region.getAttribute('role')).to.equal('region')
      expect(region.getAttribute('aria-roledescription')).to.equal('carousel')
      expect(region.getAttribute('aria-label')).to.equal('Harbour photos')
      const slides = shadowAll(gallery, '.slide')
      expect(slides.map((slide) => [slide.getAttribute('aria-roledescription'), slide.getAttribute('aria-label'), slide.inert])).to.deep.equal([
        ['slide', '1 of 3', false],
        ['slide', '2 of 3', true],
        ['slide', '3 of 3', true],
      ])
    })

    it('makes a grid a list of buttons that open the lightbox, named by their images', async () => {
      const gallery = await renderGallery('design="grid"', imageSlides(2, (i) => ({ alt: `Boat ${i + 1}` })))
      const list = shadow(gallery, '[part=list]')!
      expect(list.getAttribute('role')).to.equal('list')
      const buttons = shadowAll(gallery, '[part=cell] > button')
      expect(buttons.map((button) => [button.getAttribute('aria-label'), button.getAttribute('aria-haspopup')])).to.deep.equal([
        ['Boat 1', 'dialog'],
        ['Boat 2', 'dialog'],
      ])
    })

    it('leaves out an alt text that only repeats the caption shown beside it', async () => {
      const gallery = await renderGallery('design="list"', imageSlides(2, (i) => ({ alt: `Harbour ${i}`, caption: i ? 'Another text' : 'Harbour 0' })))
      expect(shadowAll<HTMLImageElement>(gallery, 'img').map((img) => img.alt)).to.deep.equal(['', 'Harbour 1'])
      await expectNoAxeViolations(galleryContainer())
    })

    it('names click-through links by their images', async () => {
      const gallery = await renderGallery('', imageSlides(2, (i) => ({ alt: `Offer ${i + 1}`, clickThrough: '/offer' })))
      expect(shadowAll(gallery, 'a.activator').map((link) => link.getAttribute('aria-label'))).to.deep.equal(['Offer 1', 'Offer 2'])
      await expectNoAxeViolations(galleryContainer())
    })

    for (const design of ['stacked', 'slideshow', 'grid', 'autogrid', 'autocolumns', 'carousel', 'slider', 'list']) {
      it(`has no axe violations as ${design}`, async () => {
        await renderGallery(`design="${design}" aria-label="Photos"`, imageSlides(5, (i) => ({ caption: `Caption ${i + 1}` })))
        await expectNoAxeViolations(galleryContainer())
      })
    }
  })

  it('releases its listeners, timers and observers when removed, and renders again when put back', async () => {
    const gallery = await renderGallery('design="carousel" loop', imageSlides(5))
    gallery.remove()
    await settle()
    const resources = trackResources()
    try {
      const before = resources.snapshot({ retained: [gallery] })
      for (const design of ['carousel', 'grid', 'slideshow']) {
        gallery.setAttribute('design', design)
        galleryContainer().append(gallery)
        await waitFor(() => shadow(gallery, `[data-design=${design}]`), `the ${design}`)
        gallery.next()
        gallery.remove()
        await settle()
      }
      expect(resources.snapshot({ retained: [gallery] })).to.deep.equal(before)
    } finally {
      resources.restore()
    }
  })
})
