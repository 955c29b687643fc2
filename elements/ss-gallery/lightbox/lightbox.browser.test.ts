import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import '../index.ts'
import type { SsGallery } from '../element.ts'
import { galleryContainer, imageSlides, recordEvents, removeGallery, renderGallery, shadow, shadowAll } from '../test/gallery-fixture.ts'
import { expectNoAxeViolations } from '../../../test/helpers/axe.ts'
import { emulateMedia, setViewport } from '../../../test/helpers/emulation.ts'
import { waitForEvent } from '../../../test/helpers/events.ts'
import { settle, waitFor } from '../../../test/helpers/wait.ts'

const dialogOf = (gallery: Element) => shadow<HTMLDialogElement>(gallery, 'dialog')
const counter = (gallery: Element) => shadow(gallery, '[part=lightbox-counter]')?.textContent?.replace(/\s+/g, ' ').trim()
const activeInShadow = (gallery: Element) => gallery.shadowRoot!.activeElement

async function grid(count = 4, attributes = '') {
  return renderGallery(`design="grid" ${attributes}`, imageSlides(count, (i) => ({ caption: `Caption ${i + 1}` })))
}

async function openOn(gallery: SsGallery, index: number) {
  const opened = waitForEvent<CustomEvent>(gallery, 'ss-lightbox-open')
  shadowAll(gallery, '.grid button')[index]!.click()
  return opened
}

describe('<ss-gallery> lightbox', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }))
  afterEach(async () => {
    removeGallery()
    await emulateMedia({ reducedMotion: null })
  })

  it('a thumbnail opens a modal dialog on its slide, fires ss-lightbox-open, and focuses the close button', async () => {
    const gallery = await grid()
    const opened = await openOn(gallery, 2)
    expect(opened.detail).to.deep.equal({ index: 2 })
    const dialog = dialogOf(gallery)!
    expect(dialog.open).to.equal(true)
    expect(dialog.matches(':modal')).to.equal(true)
    expect(dialog.getAttribute('aria-label')).to.equal('Lightbox')
    expect(counter(gallery)).to.equal('3 / 4')
    expect(shadow(gallery, '.lightbox-item figcaption')!.textContent).to.equal('Caption 3')
    expect(activeInShadow(gallery)).to.equal(shadow(gallery, '[part=lightbox-close]'))
  })

  it('Esc closes it, fires ss-lightbox-close and gives focus back to the thumbnail', async () => {
    const gallery = await grid()
    shadowAll(gallery, '.grid button')[1]!.focus()
    await openOn(gallery, 1)
    const closed = waitForEvent(gallery, 'ss-lightbox-close')
    await sendKeys({ press: 'Escape' })
    await closed
    expect(dialogOf(gallery)).to.equal(null)
    expect(activeInShadow(gallery)).to.equal(shadowAll(gallery, '.grid button')[1])
  })

  it('is on the shared modal layer: the page does not scroll while it is open, and focus goes back to the outside button that opened it', async () => {
    const gallery = await grid(3)
    const outside = galleryContainer().appendChild(document.createElement('button'))
    outside.textContent = 'View the photos'
    outside.addEventListener('click', () => gallery.openLightbox(1))
    outside.focus()
    const opened = waitForEvent(gallery, 'ss-lightbox-open')
    await sendKeys({ press: 'Enter' })
    await opened
    expect(getComputedStyle(document.documentElement).overflow).to.equal('hidden')
    expect(activeInShadow(gallery)).to.equal(shadow(gallery, '[part=lightbox-close]'))
    await sendKeys({ press: 'Escape' })
    await waitFor(() => !dialogOf(gallery), 'the lightbox to close')
    expect(getComputedStyle(document.documentElement).overflow).to.not.equal('hidden')
    expect(document.activeElement).to.equal(outside)
  })

  it('closes on the close button and on a click outside the image', async () => {
    const gallery = await grid()
    await openOn(gallery, 0)
    shadow(gallery, '[part=lightbox-close]')!.click()
    await waitFor(() => !dialogOf(gallery), 'the lightbox to close')
    await openOn(gallery, 0)
    shadow(gallery, '[part=lightbox-overlay]')!.click()
    await waitFor(() => !dialogOf(gallery), 'the lightbox to close on the overlay')
  })

  it('the arrow keys move through the slides and loop on desktop', async () => {
    const gallery = await grid(3)
    await openOn(gallery, 0)
    await sendKeys({ press: 'ArrowLeft' })
    await waitFor(() => counter(gallery) === '3 / 3', 'the last slide')
    await new Promise((resolve) => setTimeout(resolve, 210)) // past the 200 ms arrow throttle
    await sendKeys({ press: 'ArrowRight' })
    await waitFor(() => counter(gallery) === '1 / 3', 'the first slide again')
    expect(gallery.currentIndex).to.equal(0)
  })

  it('moves at most once per 200 ms on the arrow keys', async () => {
    const gallery = await grid(5)
    await openOn(gallery, 0)
    const dialog = dialogOf(gallery)!
    for (let i = 0; i < 3; i++) dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }))
    await settle()
    expect(counter(gallery)).to.equal('2 / 5')
  })

  it('the previous and next buttons move, and a click on the left or right half of the image', async () => {
    const gallery = await grid(4)
    await openOn(gallery, 1)
    shadow(gallery, '[part=lightbox-next]')!.click()
    await waitFor(() => counter(gallery) === '3 / 4', 'slide 3')
    shadow(gallery, '[part=lightbox-previous]')!.click()
    await waitFor(() => counter(gallery) === '2 / 4', 'slide 2')
    const clickAt = (x: number) => {
      const image = shadow(gallery, '.lightbox-item .media')!
      const box = image.getBoundingClientRect()
      image.dispatchEvent(new MouseEvent('click', { clientX: x, clientY: box.top + box.height / 2, bubbles: true, composed: true }))
    }
    clickAt(innerWidth / 2 + 20)
    await waitFor(() => counter(gallery) === '3 / 4', 'slide 3 by the right half')
    clickAt(innerWidth / 2 - 20)
    await waitFor(() => counter(gallery) === '2 / 4', 'slide 2 by the left half')
    expect(dialogOf(gallery)).to.not.equal(null)
  })

  it('keeps focus inside while open: Tab and Shift+Tab cycle through its controls', async () => {
    const gallery = await grid(3)
    await openOn(gallery, 0)
    const controls = ['[part=lightbox-close]', '[part=lightbox-previous]', '[part=lightbox-next]'].map((selector) => shadow(gallery, selector))
    const seen: Array<Element | null> = []
    for (let i = 0; i < 4; i++) {
      await sendKeys({ press: 'Tab' })
      seen.push(activeInShadow(gallery))
    }
    expect(seen).to.deep.equal([controls[1], controls[2], controls[0], controls[1]])
    await sendKeys({ press: 'Shift+Tab' })
    await sendKeys({ press: 'Shift+Tab' })
    expect(activeInShadow(gallery)).to.equal(controls[2])
  })

  it('fades the overlay in, then the content, over 0.6 s, to an overlay 0.95 opaque', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' })
    const gallery = await grid(2)
    await openOn(gallery, 0)
    const [overlay] = shadow(gallery, '[part=lightbox-overlay]')!.getAnimations()
    const [content] = shadow(gallery, '.lightbox-content')!.getAnimations()
    expect(overlay!.effect!.getTiming()).to.include({ duration: 300 })
    expect(content!.effect!.getTiming()).to.include({ duration: 300, delay: 300 })
    await Promise.all([overlay!.finished, content!.finished])
    expect(getComputedStyle(shadow(gallery, '[part=lightbox-overlay]')!).opacity).to.equal('0.95')
  })

  it('comes in a dark theme by default and a light one on request', async () => {
    const overlayColour = () => getComputedStyle(shadow(gallery, '[part=lightbox-overlay]')!).backgroundColor
    let gallery = await grid(2)
    await openOn(gallery, 0)
    expect(dialogOf(gallery)!.dataset.theme).to.equal('dark')
    expect(overlayColour()).to.equal('rgb(0, 0, 0)')
    gallery = await grid(2, 'lightbox-theme="light"')
    await openOn(gallery, 0)
    expect(dialogOf(gallery)!.dataset.theme).to.equal('light')
    expect(overlayColour()).to.equal('rgb(255, 255, 255)')
  })

  it("takes the page's --ss-gallery-lightbox-background in either theme", async () => {
    for (const theme of ['dark', 'light']) {
      const gallery = await grid(2, `lightbox-theme="${theme}" style="--ss-gallery-lightbox-background: navy"`)
      await openOn(gallery, 0)
      expect(getComputedStyle(shadow(gallery, '[part=lightbox-overlay]')!).backgroundColor).to.equal('rgb(0, 0, 128)')
    }
  })

  it("takes its default colours from the theme's palette where the page has the theme", async () => {
    const palette = '--ss-color-black: rgb(10, 20, 30); --ss-color-white: rgb(250, 240, 230); --ss-color-gray-900: rgb(40, 40, 40)'
    const colours = async (theme: string) => {
      const gallery = await grid(2, `lightbox-theme="${theme}" style="${palette}"`)
      await openOn(gallery, 0)
      const [overlay, dialog] = [shadow(gallery, '[part=lightbox-overlay]')!, dialogOf(gallery)!]
      return [getComputedStyle(overlay).backgroundColor, getComputedStyle(dialog).color]
    }
    expect(await colours('dark')).to.deep.equal(['rgb(10, 20, 30)', 'rgb(250, 240, 230)'])
    expect(await colours('light')).to.deep.equal(['rgb(250, 240, 230)', 'rgb(40, 40, 40)'])
  })

  it('openLightbox(i) and closeLightbox() open and close it from script, on any design', async () => {
    const gallery = await renderGallery('', imageSlides(3))
    const events = recordEvents(gallery, 'ss-lightbox-open')
    gallery.openLightbox(2)
    await waitFor(() => dialogOf(gallery)?.open, 'the lightbox')
    expect(counter(gallery)).to.equal('3 / 3')
    expect(events).to.deep.equal([{ index: 2 }])
    gallery.closeLightbox()
    await waitFor(() => !dialogOf(gallery), 'the lightbox to close')
  })

  it('has no axe violations while open', async () => {
    const gallery = await grid(3)
    await openOn(gallery, 1)
    await expectNoAxeViolations(galleryContainer())
  })

  describe('on mobile', () => {
    before(() => setViewport({ width: 600, height: 800 }))
    after(() => setViewport({ width: 800, height: 600 }))

    it('lays the slides side by side to scroll through, and scrolling changes the slide', async () => {
      const gallery = await grid(3)
      await openOn(gallery, 1)
      const track = shadow(gallery, '.lightbox-track')!
      expect(shadowAll(gallery, '.lightbox-track .lightbox-item')).to.have.length(3)
      expect(getComputedStyle(track).scrollSnapType).to.contain('x')
      await waitFor(() => Math.abs(track.scrollLeft - track.clientWidth) < 2, 'the track at slide 2')
      track.scrollLeft = 2 * track.clientWidth
      await waitFor(() => counter(gallery) === '3 / 3', 'slide 3 by scrolling')
      expect(gallery.currentIndex).to.equal(2)
    })

    it('does not loop', async () => {
      const gallery = await grid(3)
      await openOn(gallery, 0)
      const reached = recordEvents(gallery, 'ss-reached-beginning')
      shadow(gallery, '[part=lightbox-previous]')!.click()
      await settle()
      expect(counter(gallery)).to.equal('1 / 3')
      expect(reached).to.have.length(1)
    })

    it('keeps the caption behind a toggle', async () => {
      const gallery = await grid(2)
      await openOn(gallery, 0)
      const toggle = shadow(gallery, '[part=lightbox-caption-toggle]')!
      const caption = shadow(gallery, `#${toggle.getAttribute('aria-controls')}`)!
      expect(toggle.getAttribute('aria-expanded')).to.equal('false')
      expect(caption.hidden).to.equal(true)
      toggle.click()
      await waitFor(() => toggle.getAttribute('aria-expanded') === 'true', 'the caption shown')
      expect(caption.hidden).to.equal(false)
      expect(caption.textContent).to.equal('Caption 1')
    })
  })
})
