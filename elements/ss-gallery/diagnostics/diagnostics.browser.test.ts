import { expect } from '@esm-bundle/chai'
import '../index.ts'
import { capturingConsole, galleryContainer, imageSlides, removeGallery, renderGallery } from '../test/gallery-fixture.ts'
import { waitFor } from '../../../test/helpers/wait.ts'

const messages = (logged: unknown[][]) => logged.map(([message]) => message)

describe('<ss-gallery> console messages (001 §8)', () => {
  afterEach(() => removeGallery())

  it("warns 'No images' for a gallery without slides", () =>
    capturingConsole('warn', async (logged) => {
      await renderGallery('design="grid"', '')
      await waitFor(() => messages(logged).includes('No images'), "'No images'")
    }))

  it("warns 'No image' once for each slide without an image, and nothing for the others", () =>
    capturingConsole('warn', async (logged) => {
      const gallery = await renderGallery('design="grid"', `${imageSlides(2)}<figure data-type="image"><figcaption>Lost</figcaption></figure>`)
      await waitFor(() => messages(logged).includes('No image'), "'No image'")
      gallery.setAttribute('loop', '')
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(messages(logged).filter((message) => message === 'No image')).to.have.length(1)
    }))

  it("warns 'No root node' when linked-to names no element", () =>
    capturingConsole('warn', async (logged) => {
      await renderGallery('design="slider" linked-to="nowhere"', imageSlides(2))
      await waitFor(() => messages(logged).includes('No root node'), "'No root node'")
    }))

  it("logs 'Error: No valid HTMLElement node was supplied!' when linked-to names an element that is no gallery", () =>
    capturingConsole('error', async (logged) => {
      const gallery = await renderGallery('design="slider"', imageSlides(2))
      galleryContainer().insertAdjacentHTML('afterbegin', '<h2 id="gallery-heading">Harbour</h2>')
      gallery.setAttribute('linked-to', 'gallery-heading')
      await waitFor(() => messages(logged).includes('Error: No valid HTMLElement node was supplied!'), 'the message')
    }))

  it('says nothing of a gallery with its slides and a linked gallery that exists', () =>
    capturingConsole('warn', (warnings) =>
      capturingConsole('error', async (errors) => {
        await renderGallery('id="main" design="slideshow"', imageSlides(2))
        galleryContainer().insertAdjacentHTML('beforeend', `<ss-gallery design="slider" linked-to="main">${imageSlides(2)}</ss-gallery>`)
        await new Promise((resolve) => setTimeout(resolve, 300))
        expect([...messages(warnings), ...messages(errors)]).to.deep.equal([])
      }),
    ))
})
