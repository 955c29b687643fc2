import { expect } from '@esm-bundle/chai'
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands'
import '../index.ts'
import { currentSlide, galleryContainer, imageSlides, recordEvents, removeGallery, renderGallery, shadow } from '../test/gallery-fixture.ts'
import { emulateMedia } from '../../../test/helpers/emulation.ts'
import { waitFor } from '../../../test/helpers/wait.ts'

// 0.2 s per slide, without the random extra second, so that tests run fast.
const FAST = `data-block-json='{"autoplay":true,"autoplay-duration":0.2,"autoplayOptions":{"randomize":false},"loop":true}'`
/** Long enough for two autoplay steps: what a test waits before saying that none came. */
const quiet = () => new Promise((resolve) => setTimeout(resolve, 600))
const rotation = (gallery: Element) => shadow<HTMLButtonElement>(gallery, '[part=rotation]')
const liveRegion = (gallery: Element) => shadow(gallery, '.slides')!

describe('<ss-gallery> autoplay', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'no-preference' }))
  afterEach(async () => {
    removeGallery()
    await emulateMedia({ reducedMotion: null })
  })

  it('moves on every autoplay-duration seconds, past the end to the first slide, with a rotation control', async () => {
    const gallery = await renderGallery(`transition="swipe" ${FAST}`, imageSlides(3))
    const changes = recordEvents<{ index: number }>(gallery, 'ss-slide-change')
    await waitFor(() => changes.length >= 3, 'three autoplay steps')
    expect(changes.slice(0, 3).map((change) => change.index)).to.deep.equal([1, 2, 0])
    expect(rotation(gallery)!.getAttribute('aria-label')).to.equal('Stop slide rotation')
    expect(liveRegion(gallery).getAttribute('aria-live')).to.equal('off')
  })

  it('stops and starts again with the rotation control', async () => {
    const gallery = await renderGallery(`transition="swipe" ${FAST}`, imageSlides(3))
    rotation(gallery)!.click()
    await waitFor(() => rotation(gallery)!.getAttribute('aria-label') === 'Start slide rotation', 'the control to offer a start')
    await waitFor(() => liveRegion(gallery).getAttribute('aria-live') === 'polite', 'the live region to speak')
    const changes = recordEvents(gallery, 'ss-slide-change')
    await quiet()
    expect(changes).to.have.length(0)
    rotation(gallery)!.click()
    await waitFor(() => changes.length > 0, 'autoplay to move again')
  })

  it('holds while the mouse is over the gallery, and goes on when it leaves', async () => {
    const gallery = await renderGallery(`transition="swipe" ${FAST}`, imageSlides(3), 'width: 400px')
    const box = gallery.getBoundingClientRect()
    try {
      await sendMouse({ type: 'move', position: [Math.round(box.left + 100), Math.round(box.top + 50)] })
      await waitFor(() => liveRegion(gallery).getAttribute('aria-live') === 'polite', 'the hold')
      expect(rotation(gallery)!.getAttribute('aria-label')).to.equal('Stop slide rotation')
      const changes = recordEvents(gallery, 'ss-slide-change')
      await quiet()
      expect(changes).to.have.length(0)
      await sendMouse({ type: 'move', position: [Math.round(box.right + 100), Math.round(box.top + 50)] })
      await waitFor(() => changes.length > 0, 'autoplay to go on')
    } finally {
      // Firefox's resetMouse releases the buttons but leaves the pointer where it was.
      await sendMouse({ type: 'move', position: [0, 0] })
      await resetMouse()
    }
  })

  it('holds while focus is on its slides or controls (WAI-ARIA carousel)', async () => {
    const gallery = await renderGallery(`transition="swipe" ${FAST}`, imageSlides(3))
    galleryContainer().insertAdjacentHTML('afterbegin', '<button type="button" id="before">Before</button>')
    document.getElementById('before')!.focus()
    for (const _ of ['rotation', 'previous', 'next']) await sendKeys({ press: 'Tab' })
    expect(gallery.shadowRoot!.activeElement).to.equal(shadow(gallery, '[part=next]'))
    await waitFor(() => liveRegion(gallery).getAttribute('aria-live') === 'polite', 'the hold')
    const changes = recordEvents(gallery, 'ss-slide-change')
    await quiet()
    expect(changes).to.have.length(0)
    document.getElementById('before')!.focus()
    await waitFor(() => changes.length > 0, 'autoplay once focus has left')
  })

  it('holds while the lightbox is open', async () => {
    const gallery = await renderGallery(`transition="swipe" ${FAST}`, imageSlides(3))
    gallery.openLightbox(0)
    await waitFor(() => shadow(gallery, 'dialog'), 'the lightbox')
    const changes = recordEvents(gallery, 'ss-slide-change')
    await quiet()
    expect(changes).to.have.length(0)
    gallery.closeLightbox()
    await waitFor(() => changes.length > 0, 'autoplay after the lightbox')
  })

  it('is off with ?nomotion=true in the address', async () => {
    const address = location.href
    history.replaceState(history.state, '', `${location.pathname}?nomotion=true`)
    try {
      const gallery = await renderGallery(FAST, imageSlides(3))
      await quiet()
      expect(currentSlide(gallery)).to.equal(0)
      expect(rotation(gallery)).to.equal(null)
    } finally {
      history.replaceState(history.state, '', address)
    }
  })

  it('is off when the visitor prefers reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' })
    const gallery = await renderGallery(FAST, imageSlides(3))
    await quiet()
    expect(currentSlide(gallery)).to.equal(0)
    expect(rotation(gallery)).to.equal(null)
  })
})
