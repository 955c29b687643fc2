import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import '../../elements/ss-gallery/index.ts'
import { removeGallery, renderGallery, shadow, shadowAll } from '../../elements/ss-gallery/test/gallery-fixture.ts'
import { waitFor } from '../helpers/wait.ts'

const CLOBBERING = '<form><input name="parentNode">x</form> and <form><input name="childNodes"><input name="localName">y</form>'
const FORMATTED = 'A <em>calm</em> <a href="https://example.com/" target="_blank" onclick="alert(1)">bay</a>, <a href="javascript:alert(2)">not a link</a>'

const slides = (captions: string[]) =>
  captions
    .map((caption, i) => `<figure data-type="image" data-slide-id="s${i}"><img data-src="/x-missing-${i}.png" data-image-dimensions="1600x900" alt="Slide ${i + 1}"><figcaption>${caption}</figcaption></figure>`)
    .join('')

describe('<ss-gallery> captions are rebuilt, never copied', () => {
  afterEach(removeGallery)

  it('shows a caption whose form clobbers parentNode as text, and focus, clicks and keys on it return', async () => {
    const gallery = await renderGallery(`data-block-json='{"design":"grid","lightbox":false}'`, slides([CLOBBERING, 'Second']))
    // Checked first: an author form in the shadow tree is what sent React's walk up parentNode round forever.
    expect(gallery.shadowRoot!.querySelector('form, input')).to.equal(null)
    const caption = shadow(gallery, 'figcaption')!
    expect(caption.textContent).to.equal('x and y')

    for (const type of ['mouseover', 'mousedown', 'focusin', 'click']) caption.dispatchEvent(new MouseEvent(type, { bubbles: true, composed: true }))
    caption.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }))
    // A button after the gallery keeps Tab in the page: Tab past the page's last control would move Firefox's focus
    // to its own toolbar, where the next test files' keys would go.
    const after = document.body.appendChild(document.createElement('button'))
    after.textContent = 'After the gallery'
    try {
      await sendKeys({ press: 'Tab' })
      await sendKeys({ press: 'Enter' })
    } finally {
      after.remove()
    }
    expect(caption.isConnected).to.equal(true)
  })

  it('keeps formatting and safe links, drops handlers and script links, in the grid and the lightbox', async () => {
    const gallery = await renderGallery(`data-block-json='{"design":"grid","lightbox":true}'`, slides([FORMATTED, CLOBBERING]))
    gallery.openLightbox(0)
    await waitFor(() => shadow(gallery, '.lightbox-caption'), 'the lightbox caption')
    for (const caption of shadowAll(gallery, '.lightbox-caption')) {
      expect(caption.querySelector('em')?.textContent).to.equal('calm')
      const links = Array.from(caption.querySelectorAll('a'))
      expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('rel'), link.getAttribute('onclick')])).to.deep.equal([
        ['https://example.com/', 'noopener', null],
        [null, null, null],
      ])
      expect(caption.textContent).to.equal('A calm bay, not a link')
    }
    await sendKeys({ press: 'ArrowRight' })
    await waitFor(() => shadow(gallery, '.lightbox-caption')?.textContent === 'x and y', 'the next slide\'s caption')
    await sendKeys({ press: 'Tab' })
    await sendKeys({ press: 'Tab' })
    expect(gallery.shadowRoot!.querySelector('form, input')).to.equal(null)
    gallery.closeLightbox()
  })

  it('follows the light DOM when the author changes a caption', async () => {
    const gallery = await renderGallery(`data-block-json='{"design":"grid","lightbox":false}'`, slides(['Before', 'Second']))
    gallery.querySelector('figcaption')!.innerHTML = 'After, <strong>bold</strong>'
    await waitFor(() => shadow(gallery, 'figcaption')?.textContent === 'After, bold', 'the new caption')
    expect(shadow(gallery, 'figcaption strong')?.textContent).to.equal('bold')
  })
})
