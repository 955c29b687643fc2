import { expect } from '@esm-bundle/chai'
import '../index.ts'
import { resetPageContext } from '../../../core/context/page-context.ts'
import { resetEditorState, setEditorState } from '../../../core/editor/editor-state.ts'
import { currentSlide, imageSlides, recordEvents, removeGallery, renderGallery, shadow, shadowAll } from '../test/gallery-fixture.ts'
import { emulateMedia } from '../../../test/helpers/emulation.ts'
import { waitFor } from '../../../test/helpers/wait.ts'

const slides = () => imageSlides(4, (i) => ({ id: `id-${i}`, ...(i === 2 ? { url: 'beach' } : {}) }))
const startAddress = location.href
const itemId = () => new URLSearchParams(location.search).get('itemId')

function withContext(context: object) {
  window.SS_CONTEXT = context
  resetPageContext()
}

describe('<ss-gallery> address and links', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }))
  afterEach(async () => {
    removeGallery()
    history.replaceState(history.state, '', startAddress)
    delete window.SS_CONTEXT
    resetPageContext()
    resetEditorState()
    await emulateMedia({ reducedMotion: null })
  })

  it('with history, keeps the slide in the address as itemId (its url, else its id), without reloading', async () => {
    history.replaceState(history.state, '', `${location.pathname}?keep=1`)
    const historyLength = history.length
    const gallery = await renderGallery('history', slides())
    gallery.next()
    await waitFor(() => itemId() === 'id-1', 'itemId=id-1')
    gallery.next()
    await waitFor(() => itemId() === 'beach', 'itemId=beach')
    expect(new URLSearchParams(location.search).get('keep')).to.equal('1')
    expect(history.length).to.equal(historyLength)
  })

  it("puts the itemId under the collection's URL from the page context", async () => {
    withContext({ collection: { id: 'c1', fullUrl: '/travel' } })
    const gallery = await renderGallery('history', slides())
    gallery.goTo(3)
    await waitFor(() => itemId() === 'id-3', 'itemId=id-3')
    expect(location.pathname).to.equal('/travel/')
  })

  it('leaves the address alone without history', async () => {
    const gallery = await renderGallery('', slides())
    gallery.next()
    await waitFor(() => currentSlide(gallery) === 1, 'slide 2')
    expect(location.href).to.equal(startAddress)
  })

  it('opens on the slide ?itemId= names, by id or by url', async () => {
    history.replaceState(history.state, '', `${location.pathname}?itemId=id-3`)
    let gallery = await renderGallery('', slides())
    await waitFor(() => currentSlide(gallery) === 3, 'slide 4 by id')
    history.replaceState(history.state, '', `${location.pathname}?itemId=beach`)
    gallery = await renderGallery('', slides())
    await waitFor(() => currentSlide(gallery) === 2, 'slide 3 by url')
  })

  describe('click-through links', () => {
    const linked = () => imageSlides(2, (i) => ({ clickThrough: i ? 'javascript:alert(1)' : 'https://example.com/offer' }))
    /** Clicks the link, keeping the test page where it is; returns whether the gallery let the browser navigate. */
    function follow(link: HTMLElement): boolean {
      let navigates = false
      const observe = (event: Event) => {
        navigates = !event.defaultPrevented
        event.preventDefault()
      }
      document.addEventListener('click', observe)
      link.click()
      document.removeEventListener('click', observe)
      return navigates
    }

    it('are links to http, https or relative addresses only, and fire ss-click-through on the way', async () => {
      const gallery = await renderGallery('', linked())
      const links = shadowAll<HTMLAnchorElement>(gallery, 'a.activator')
      expect(links.map((link) => link.href)).to.deep.equal(['https://example.com/offer'])
      const events = recordEvents(gallery, 'ss-click-through')
      expect(follow(links[0]!)).to.equal(true)
      expect(events).to.deep.equal([{ url: 'https://example.com/offer' }])
    })

    it('stay on the page when ss-click-through is cancelled', async () => {
      const gallery = await renderGallery('', linked())
      gallery.addEventListener('ss-click-through', (event) => event.preventDefault())
      expect(follow(shadow(gallery, 'a.activator')!)).to.equal(false)
    })

    it('in edit mode only fire ss-click-through, and the address never changes', async () => {
      setEditorState({ editing: true })
      const gallery = await renderGallery('history', linked())
      const events = recordEvents(gallery, 'ss-click-through')
      expect(follow(shadow(gallery, 'a.activator')!)).to.equal(false)
      expect(events).to.have.length(1)
      gallery.next()
      await waitFor(() => currentSlide(gallery) === 1, 'slide 2')
      expect(location.href).to.equal(startAddress)
    })
  })
})
