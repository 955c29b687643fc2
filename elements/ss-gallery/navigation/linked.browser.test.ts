import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import '../index.ts'
import type { SsGallery } from '../element.ts'
import { imageSlides, settled, shadow, shadowAll } from '../test/gallery-fixture.ts'
import { emulateMedia } from '../../../test/helpers/emulation.ts'
import { settle, waitFor } from '../../../test/helpers/wait.ts'

let container: HTMLElement | undefined
let linkCount = 0

/** A main slideshow and a thumbnail strip linked to it; `stripFirst` puts the strip earlier in the page. */
async function linkedPair(mainAttributes = '', stripFirst = false, count = 6) {
  const id = `main-${++linkCount}`
  const main = `<ss-gallery id="${id}" design="slideshow" ${mainAttributes}>${imageSlides(count)}</ss-gallery>`
  const strip = `<ss-gallery linked-to="${id}" design="slider" aria-label="Thumbnails">${imageSlides(count)}</ss-gallery>`
  container = document.createElement('div')
  container.style.width = '800px'
  container.innerHTML = stripFirst ? strip + main : main + strip
  document.body.append(container)
  const [first, second] = Array.from(container.querySelectorAll('ss-gallery'))
  for (const gallery of [first!, second!]) await waitFor(() => gallery.shadowRoot?.querySelector('.base > *'), 'both galleries')
  return stripFirst ? { main: second!, strip: first! } : { main: first!, strip: second! }
}

const thumbs = (strip: SsGallery) => shadowAll(strip, '.slide .activator')
const currentThumb = (strip: SsGallery) => thumbs(strip).findIndex((thumb) => thumb.getAttribute('aria-current') === 'true')

describe('<ss-gallery> linked galleries', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }))
  afterEach(async () => {
    container?.remove()
    await emulateMedia({ reducedMotion: null })
  })

  it('the strip follows the main gallery, and a thumbnail moves the main gallery', async () => {
    const { main, strip } = await linkedPair()
    expect(currentThumb(strip)).to.equal(0)
    main.next()
    await waitFor(() => currentThumb(strip) === 1, 'the strip on slide 2')
    thumbs(strip)[4]!.click()
    await waitFor(() => main.currentIndex === 4, 'the main gallery on slide 5')
    expect(currentThumb(strip)).to.equal(4)
  })

  it('stays in step across the ends with loop on', async () => {
    const { main, strip } = await linkedPair('loop')
    main.previous()
    await waitFor(() => currentThumb(strip) === 5, 'the strip on the last slide')
    main.next()
    await waitFor(() => currentThumb(strip) === 0, 'the strip back on the first slide')
  })

  it('links whichever comes first in the page', async () => {
    const { main, strip } = await linkedPair('', true)
    main.goTo(3)
    await waitFor(() => currentThumb(strip) === 3, 'the strip on slide 4')
  })

  it('Enter and Space on a thumbnail activate it', async () => {
    const { main, strip } = await linkedPair()
    thumbs(strip)[1]!.focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(() => main.currentIndex === 1, 'slide 2 by Enter')
    thumbs(strip)[2]!.focus()
    await sendKeys({ press: 'Space' })
    await waitFor(() => main.currentIndex === 2, 'slide 3 by Space')
  })

  it('centres the current thumbnail in the strip', async () => {
    const { main, strip } = await linkedPair('', false, 20)
    main.goTo(10)
    const view = shadow(strip, '[part=viewport]')!
    await waitFor(() => {
      const box = thumbs(strip)[10]!.getBoundingClientRect()
      const viewBox = view.getBoundingClientRect()
      return Math.abs(box.left + box.width / 2 - (viewBox.left + viewBox.width / 2)) < 1
    }, 'thumbnail 11 in the middle')
  })

  it('refuses a thumbnail while the main gallery is still moving', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' })
    const { main, strip } = await linkedPair()
    thumbs(strip)[2]!.click()
    await waitFor(() => main.currentIndex === 2, 'slide 3')
    thumbs(strip)[4]!.click()
    await settle()
    expect(main.currentIndex).to.equal(2)
    await settled(main)
    thumbs(strip)[4]!.click()
    await waitFor(() => main.currentIndex === 4, 'slide 5 once the fade has ended')
  })
})
