import { expect } from '@esm-bundle/chai'
import { resetMouse, sendMouse } from '@web/test-runner-commands'
import '../index.ts'
import { galleryContainer, imageSlides, recordEvents, removeGallery, renderGallery, shadow } from '../test/gallery-fixture.ts'
import { emulateMedia } from '../../../test/helpers/emulation.ts'
import { waitFor } from '../../../test/helpers/wait.ts'

const block = (pauseOnMouseover: unknown) =>
  `data-block-json='${JSON.stringify({ autoplay: true, autoplayDuration: 0.2, autoplayOptions: { randomize: false, pauseOnMouseover }, loop: true })}'`
/** Long enough for two autoplay steps. */
const quiet = () => new Promise((resolve) => setTimeout(resolve, 600))
const liveRegion = (gallery: Element) => shadow(gallery, '.slides')!
/** Autoplay's code loads after the gallery draws: the pointer is moved once it has moved a slide. */
const rotating = (gallery: Element) => {
  const changes = recordEvents(gallery, 'ss-slide-change')
  return waitFor(() => changes.length > 0, 'autoplay to run')
}
const moveTo = (element: Element) => {
  const box = element.getBoundingClientRect()
  return sendMouse({ type: 'move', position: [Math.round(box.left + 20), Math.round(box.top + 10)] })
}

describe('<ss-gallery> autoplayOptions.pauseOnMouseover as a list', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'no-preference' }))
  afterEach(async () => {
    // Firefox's resetMouse releases the buttons but leaves the pointer where it was.
    await sendMouse({ type: 'move', position: [0, 0] })
    await resetMouse()
    removeGallery()
    await emulateMedia({ reducedMotion: null })
  })

  it('holds while the pointer is over what the selectors match, and not over the gallery itself', async () => {
    const gallery = await renderGallery(`transition="swipe" ${block(['#hero-caption'])}`, imageSlides(3), 'width: 400px')
    galleryContainer().insertAdjacentHTML('afterbegin', '<p id="hero-caption" style="height: 40px; margin: 0">The harbour at dawn</p>')
    await rotating(gallery)
    await moveTo(document.getElementById('hero-caption')!)
    await waitFor(() => liveRegion(gallery).getAttribute('aria-live') === 'polite', 'the hold over the matched element')
    const held = recordEvents(gallery, 'ss-slide-change')
    await quiet()
    expect(held).to.have.length(0)

    await moveTo(shadow(gallery, '[part~=media]')!)
    await waitFor(() => held.length > 0, 'autoplay to go on over the gallery, which the list leaves out')
  })

  it('holds nowhere with an empty list', async () => {
    const gallery = await renderGallery(`transition="swipe" ${block([])}`, imageSlides(3), 'width: 400px')
    await rotating(gallery)
    await moveTo(shadow(gallery, '[part~=media]')!)
    const changes = recordEvents(gallery, 'ss-slide-change')
    await waitFor(() => changes.length > 0, 'autoplay to go on under the pointer')
  })
})
