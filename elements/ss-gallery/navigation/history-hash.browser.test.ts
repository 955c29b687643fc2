import { expect } from '@esm-bundle/chai'
import '../index.ts'
import { currentSlide, imageSlides, removeGallery, renderGallery } from '../test/gallery-fixture.ts'
import { emulateMedia } from '../../../test/helpers/emulation.ts'
import { waitFor } from '../../../test/helpers/wait.ts'

const slides = () => imageSlides(4, (i) => ({ id: `id-${i}`, ...(i === 2 ? { url: 'beach' } : {}) }))
const startAddress = location.href
const hashItemId = () => new URLSearchParams(location.hash.slice(1)).get('itemId')

describe('<ss-gallery history history-hash>', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }))
  afterEach(async () => {
    removeGallery()
    history.replaceState(history.state, '', startAddress)
    await emulateMedia({ reducedMotion: null })
  })

  it('keeps the slide in the fragment as #itemId=, the query left alone', async () => {
    history.replaceState(history.state, '', `${location.pathname}?keep=1#view=grid`)
    const gallery = await renderGallery('history history-hash', slides())
    gallery.next()
    await waitFor(() => hashItemId() === 'id-1', '#itemId=id-1')
    gallery.next()
    await waitFor(() => hashItemId() === 'beach', '#itemId=beach')
    expect(location.search).to.equal('?keep=1')
    expect(new URLSearchParams(location.hash.slice(1)).get('view')).to.equal('grid')
  })

  it('opens on the slide #itemId= names', async () => {
    history.replaceState(history.state, '', `${location.pathname}#itemId=beach`)
    const gallery = await renderGallery('history-hash', slides())
    await waitFor(() => currentSlide(gallery) === 2, 'slide 3 by its url')
  })
})
