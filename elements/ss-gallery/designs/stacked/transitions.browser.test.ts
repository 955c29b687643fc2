import { expect } from '@esm-bundle/chai'
import '../../index.ts'
import { currentSlide, imageSlides, removeGallery, renderGallery, settled, shadow, shadowAll } from '../../test/gallery-fixture.ts'
import { emulateMedia } from '../../../../test/helpers/emulation.ts'
import { nextFrame } from '../../../../test/helpers/events.ts'
import { settle, waitFor } from '../../../../test/helpers/wait.ts'

/** A pointer drag on `target`, step by step: down now, then moves and the release when the test says. */
function drag(target: Element, pointerType = 'touch') {
  const box = target.getBoundingClientRect()
  const x = box.left + box.width / 2
  const y = box.top + box.height / 2
  const at = (dx: number, dy: number) => ({ pointerId: 3, pointerType, isPrimary: true, button: 0, clientX: x + dx, clientY: y + dy, bubbles: true, composed: true })
  target.dispatchEvent(new PointerEvent('pointerdown', at(0, 0)))
  return {
    move: (dx: number, dy = 0) => target.dispatchEvent(new PointerEvent('pointermove', at(dx, dy))),
    release: (dx: number, dy = 0) => target.dispatchEvent(new PointerEvent('pointerup', at(dx, dy))),
  }
}
const slide = (gallery: Element, index: number) => shadow(gallery, `.slide[data-index="${index}"]`)!
const translation = (element: HTMLElement) => element.style.transform
const heldTouch = () => new Promise((resolve) => setTimeout(resolve, 300)) // a touch longer than 250 ms

/** A gallery whose slides follow the finger: the drag code loads after the gallery has rendered. */
async function draggable(transition: string, count: number, style?: string, attributes = '') {
  const gallery = await renderGallery(`transition="${transition}" ${attributes}`, imageSlides(count), style)
  await waitFor(() => shadow(gallery, '.stage[data-drag]'), 'the drag to be ready')
  return gallery
}

describe('<ss-gallery> stacked transitions', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'no-preference' }))
  afterEach(async () => {
    removeGallery()
    await emulateMedia({ reducedMotion: null })
  })

  describe('swipe', () => {
    it('slides over in 0.28 s', async () => {
      const gallery = await renderGallery('transition="swipe"', imageSlides(3))
      gallery.next()
      await waitFor(() => currentSlide(gallery) === 1, 'slide 2')
      const [animation] = slide(gallery, 1).getAnimations()
      expect(animation!.effect!.getTiming().duration).to.equal(280)
      await settled(gallery)
    })

    it('follows the finger, and a longer touch moves on only past width / 2.25', async () => {
      const gallery = await draggable('swipe', 3, 'width: 900px')
      const stage = shadow(gallery, '.stage')!
      let touch = drag(stage)
      touch.move(-150)
      expect(translation(slide(gallery, 0))).to.equal('translateX(-150px)')
      expect(translation(slide(gallery, 1))).to.equal('translateX(750px)')
      await heldTouch()
      touch.release(-350)
      await nextFrame()
      expect(currentSlide(gallery)).to.equal(0)
      expect(translation(slide(gallery, 0))).to.equal('')
      touch = drag(stage)
      touch.move(-300)
      await heldTouch()
      touch.release(-420)
      await waitFor(() => currentSlide(gallery) === 1, 'slide 2 past 400 px')
      await settled(gallery)
    })

    it('resists at an end without loop and reports it', async () => {
      const gallery = await draggable('swipe', 2)
      const reached: Event[] = []
      gallery.addEventListener('ss-reached-beginning', (event) => reached.push(event))
      const touch = drag(shadow(gallery, '.stage')!)
      touch.move(90)
      expect(translation(slide(gallery, 0))).to.equal('translateX(30px)')
      touch.release(120)
      await settle()
      expect(currentSlide(gallery)).to.equal(0)
      expect(reached).to.have.length(1)
    })
  })

  describe('boundaries past the first and last slide', () => {
    it('a hard start stops the slide at the edge, and nothing springs back', async () => {
      const gallery = await draggable('swipe', 2, undefined, 'boundaries="hard"')
      const touch = drag(shadow(gallery, '.stage')!)
      touch.move(90)
      expect(translation(slide(gallery, 0))).to.equal('translateX(0px)')
      touch.release(120)
      await settle()
      expect([currentSlide(gallery), slide(gallery, 0).getAnimations().length]).to.deep.equal([0, 0])
    })

    it('none follows the whole drag past the end, then springs back from where it was drawn', async () => {
      const gallery = await draggable('new-swipe', 2, undefined, `data-block-json='{"boundaries": {"end": "none"}}'`)
      gallery.goTo(1)
      await waitFor(() => currentSlide(gallery) === 1, 'slide 2')
      await settled(gallery)
      const touch = drag(shadow(gallery, '.stage')!)
      touch.move(-20)
      touch.move(-90)
      expect(translation(slide(gallery, 1))).to.equal('translateX(-90px)')
      touch.release(-90)
      await settle()
      expect(currentSlide(gallery)).to.equal(1)
      const [springBack] = slide(gallery, 1).getAnimations()
      expect((springBack!.effect as KeyframeEffect).getKeyframes()[0]!['transform']).to.equal('translateX(-90px)')
    })

    it('inertial (the default) springs back from the third of the drag it followed', async () => {
      const gallery = await draggable('new-swipe', 2)
      const touch = drag(shadow(gallery, '.stage')!)
      touch.move(20)
      touch.move(90)
      expect(translation(slide(gallery, 0))).to.equal('translateX(30px)')
      touch.release(90)
      await settle()
      const [springBack] = slide(gallery, 0).getAnimations()
      expect((springBack!.effect as KeyframeEffect).getKeyframes()[0]!['transform']).to.equal('translateX(30px)')
    })
  })

  describe('new-swipe', () => {
    it('leaves a drag that starts vertically to the page', async () => {
      const gallery = await draggable('new-swipe', 3)
      const touch = drag(shadow(gallery, '.stage')!)
      touch.move(4, 14)
      touch.move(-120, 30)
      expect(translation(slide(gallery, 0))).to.equal('')
      touch.release(-120, 30)
      await settle()
      expect(currentSlide(gallery)).to.equal(0)
    })

    it('finishes a fast drag at its speed, in 0.2–0.5 s', async () => {
      const gallery = await draggable('new-swipe', 3)
      const touch = drag(shadow(gallery, '.stage')!)
      for (const dx of [-12, -40, -70, -100, -130]) touch.move(dx)
      touch.release(-140)
      await waitFor(() => currentSlide(gallery) === 1, 'slide 2')
      const duration = Number(slide(gallery, 1).getAnimations()[0]!.effect!.getTiming().duration)
      expect(duration).to.be.within(200, 500)
      await settled(gallery)
    })

    it('springs back from a short, slow drag', async () => {
      const gallery = await draggable('new-swipe', 3, 'width: 800px')
      const touch = drag(shadow(gallery, '.stage')!)
      touch.move(-20)
      await heldTouch()
      touch.move(-60)
      await heldTouch()
      touch.release(-60)
      await settle()
      expect(currentSlide(gallery)).to.equal(0)
      expect(slide(gallery, 0).getAnimations()).to.have.length(1)
    })
  })

  describe('scroll', () => {
    it('lays the slides in a row and scrolls to the next in 0.4 s', async () => {
      const gallery = await renderGallery('transition="scroll"', imageSlides(3))
      await waitFor(() => shadow(gallery, '.stage[data-scroll]'), 'the scroll transition to be ready')
      const row = shadow(gallery, '.slides')!
      expect(getComputedStyle(row).overflowX).to.equal('auto')
      gallery.next()
      await waitFor(() => shadow(gallery, '.base')!.hasAttribute('data-in-motion'), 'the move')
      const started = performance.now()
      await settled(gallery)
      expect(performance.now() - started).to.be.within(250, 1500)
      expect(Math.round(row.scrollLeft)).to.equal(row.clientWidth)
    })

    it('makes the slide the visitor scrolls to current', async () => {
      const gallery = await renderGallery('transition="scroll"', imageSlides(3))
      await waitFor(() => shadow(gallery, '.stage[data-scroll]'), 'the scroll transition to be ready')
      const row = shadow(gallery, '.slides')!
      row.scrollLeft = 2 * row.clientWidth
      await waitFor(() => gallery.currentIndex === 2, 'slide 3 by scrolling')
    })

    /** A scroll-transition gallery 600 px wide with its row ready, scrolled by `slides` slide widths. */
    async function scrolledBy(snapPoints: string, slides: number) {
      const gallery = await renderGallery(`transition="scroll" snap-points="${snapPoints}"`, imageSlides(4), 'width: 600px')
      await waitFor(() => shadow(gallery, '.stage[data-scroll]'), 'the scroll transition to be ready')
      const row = shadow(gallery, '.slides')!
      expect(getComputedStyle(row).scrollSnapType, 'the browser’s snapping').to.match(snapPoints === '50%' ? /mandatory/ : /none/)
      row.scrollLeft = slides * row.clientWidth
      return { gallery, row }
    }

    it('with a 30% snap point, moves on to the next slide once 30% of the way to it', async () => {
      const { gallery, row } = await scrolledBy('30%', 0.35)
      await waitFor(() => gallery.currentIndex === 1, 'slide 2')
      await waitFor(() => Math.round(row.scrollLeft) === 600, 'the row to settle on slide 2')
    })

    it('with an 80% snap point, goes back to the slide a scroll did not pass 80% of the way from', async () => {
      const { gallery, row } = await scrolledBy('80%', 1.6)
      await waitFor(() => Math.round(row.scrollLeft) === 600, 'the row to settle back on slide 2')
      expect(gallery.currentIndex).to.equal(1)
    })

    it('with snap points "none", leaves the row where the scroll stopped and makes the slide most in view current', async () => {
      const { gallery, row } = await scrolledBy('none', 1.7)
      await waitFor(() => gallery.currentIndex === 2, 'slide 3, most in view')
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(Math.round(row.scrollLeft)).to.equal(1020)
    })

    it('at the default 50%, lets the browser snap', async () => {
      const { gallery, row } = await scrolledBy('50%', 2)
      await waitFor(() => gallery.currentIndex === 2, 'slide 3')
      expect(Math.round(row.scrollLeft)).to.equal(1200)
    })
  })

  it('ken-burns zooms the shown slide to 1.075 while it stays, and fades', async () => {
    const gallery = await renderGallery(`transition="ken-burns" data-block-json='{"autoplay-duration":3}'`, imageSlides(3))
    const media = shadow(gallery, '.slide[data-index="0"] .media')!
    const [zoom] = media.getAnimations()
    expect((zoom!.effect as KeyframeEffect).getKeyframes().map((frame) => frame.transform)).to.deep.equal(['scale(1)', 'scale(1.075)'])
    expect(zoom!.effect!.getTiming().duration).to.equal(4000)
    gallery.next()
    await waitFor(() => currentSlide(gallery) === 1, 'slide 2')
    expect(slide(gallery, 1).getAnimations()[0]!.effect!.getTiming().duration).to.equal(1000)
    expect(shadow(gallery, '.slide[data-index="1"] .media')!.getAnimations()).to.have.length(1)
  })

  it('moves keyboard focus to the gallery when the slide holding it goes', async () => {
    await emulateMedia({ reducedMotion: 'reduce' })
    const gallery = await renderGallery('', imageSlides(3, () => ({ clickThrough: '/offer' })))
    shadow(gallery, '.slide[data-index="0"] a')!.focus()
    gallery.next()
    await waitFor(() => currentSlide(gallery) === 1, 'slide 2')
    expect(gallery.shadowRoot!.activeElement).to.equal(shadow(gallery, '[part=viewport]'))
  })

  describe('slideshow thumbnails', () => {
    it('shows a row of thumbnails under the stage that pick the slide', async () => {
      await emulateMedia({ reducedMotion: 'reduce' })
      const gallery = await renderGallery(
        `design="slideshow" data-block-json='{"thumbnails":true,"thumbnails-per-row":4,"thumbnail-strip-margin":12}'`,
        imageSlides(6),
        'width: 812px',
      )
      await waitFor(() => shadow(gallery, '[part=thumbnails]'), 'the thumbnails')
      const thumbnails = shadowAll<HTMLButtonElement>(gallery, '[part=thumbnails] button')
      expect(thumbnails).to.have.length(6)
      expect(thumbnails[0]!.getAttribute('aria-current')).to.equal('true')
      expect(Math.round(thumbnails[0]!.getBoundingClientRect().width)).to.equal(200)
      const stage = shadow(gallery, '.stage')!.getBoundingClientRect()
      expect(Math.round(shadow(gallery, '[part=thumbnails]')!.getBoundingClientRect().top - stage.bottom)).to.equal(12)
      thumbnails[4]!.click()
      await waitFor(() => currentSlide(gallery) === 4, 'slide 5')
      expect(thumbnails[4]!.getAttribute('aria-current')).to.equal('true')
    })

    it('keeps each image at its proportions, thumbnail-strip-height high, without square-thumbs', async () => {
      const gallery = await renderGallery(
        `design="slideshow" data-block-json='{"thumbnails":true,"square-thumbs":false,"thumbnail-strip-height":90}'`,
        imageSlides(2, (i) => ({ shape: i ? 'portrait' : 'landscape' })),
      )
      await waitFor(() => shadow(gallery, '[part=thumbnails]'), 'the thumbnails')
      const sizes = shadowAll(gallery, '[part=thumbnails] button').map((button) => {
        const box = button.getBoundingClientRect()
        return [Math.round(box.width), Math.round(box.height)]
      })
      expect(sizes).to.deep.equal([
        [160, 90],
        [68, 90],
      ])
    })
  })
})
