import { expect } from '@esm-bundle/chai'
import '../../elements/ss-gallery/index.ts'
import { removeGallery, renderGallery, shadowAll } from '../../elements/ss-gallery/test/gallery-fixture.ts'
import { rebuildHtml } from '../../core/html/rebuild-html.ts'
import { XSS_VECTORS } from '../fixtures/xss/index.ts'
import { waitFor } from '../helpers/wait.ts'
import { openProbedPage, scriptableNodes } from './security-pages.ts'
import { letVectorsRun, recordExecutions, stopsThePage } from './xss-recorder.ts'

const BATCH = 64
const batches = Array.from({ length: Math.ceil(XSS_VECTORS.length / BATCH) }, (_, i) => XSS_VECTORS.slice(i * BATCH, (i + 1) * BATCH))
const GRID = `data-block-json='{"design":"grid","lightbox":false}'`

/**
 * Hovers, focuses, clicks and presses Enter on every node of every caption under `root`; a link to an http(s)
 * address is not clicked, which would only leave the page.
 */
function useEveryCaption(root: ParentNode, win: Window & typeof globalThis): void {
  for (const caption of root.querySelectorAll('figcaption')) {
    for (const node of [caption, ...caption.querySelectorAll('*')]) {
      const leaves = node instanceof win.HTMLAnchorElement && /^https?:$/.test(node.protocol)
      const types = leaves ? ['mouseover', 'focusin'] : ['mouseover', 'focusin', 'click']
      for (const type of types) node.dispatchEvent(new win.MouseEvent(type, { bubbles: true, composed: true }))
      node.dispatchEvent(new win.KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }))
    }
  }
}

const attributeText = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
const image = (i: number) => `<img data-src="/x-missing-${i}.png" data-image-dimensions="100x100" alt="Slide ${i + 1}">`

describe(`<ss-gallery> against ${XSS_VECTORS.length} XSS vectors (DOMPurify's fixtures, the OWASP cheat sheet)`, () => {
  let recorder: ReturnType<typeof recordExecutions>
  beforeEach(() => (recorder = recordExecutions()))
  afterEach(() => {
    recorder.restore()
    removeGallery()
  })

  batches.forEach((vectors, batch) => {
    const range = `${batch * BATCH + 1}-${batch * BATCH + vectors.length}`

    it(`links slides only to http(s) addresses: vectors ${range} as click-through URLs`, async () => {
      const slides = vectors.map((vector, i) => `<figure data-type="image" data-click-through-url="${attributeText(vector)}">${image(i)}</figure>`)
      const gallery = await renderGallery(GRID, slides.join(''))
      await letVectorsRun(gallery.parentElement!)

      expect(recorder.executed).to.deep.equal([])
      expect(scriptableNodes(gallery.parentElement!)).to.deep.equal([])
      const links = shadowAll<HTMLAnchorElement>(gallery, 'a[href]')
      expect(links.map((link) => link.protocol).filter((protocol) => protocol !== 'http:' && protocol !== 'https:')).to.deep.equal([])
    })

    it(`builds a player only from a listed provider's https address: vectors ${range} as video data-html`, async () => {
      const slides = vectors.map((vector, i) => `<figure data-type="video" data-html="${attributeText(vector)}">${image(i)}</figure>`)
      const gallery = await renderGallery(GRID, slides.join(''))
      for (const play of shadowAll<HTMLButtonElement>(gallery, '[part~="video-play"]')) play.click()
      await letVectorsRun(gallery.parentElement!)

      expect(recorder.executed).to.deep.equal([])
      expect(scriptableNodes(gallery.parentElement!)).to.deep.equal([])
      const frames = shadowAll<HTMLIFrameElement>(gallery, 'iframe')
      expect(frames.map((frame) => new URL(frame.src).protocol).filter((protocol) => protocol !== 'https:')).to.deep.equal([])
    })
  })

  it(`shows captions rebuilt, running nothing: each of the ${XSS_VECTORS.length} vectors through the caption's rebuild`, async () => {
    const host = document.createElement('div')
    const root = host.attachShadow({ mode: 'open' })
    document.body.append(host)
    try {
      for (const vector of XSS_VECTORS) {
        const caption = document.createElement('figcaption')
        caption.append(rebuildHtml(vector))
        root.append(caption)
      }
      useEveryCaption(root, window)
      await letVectorsRun(document)

      expect(recorder.executed).to.deep.equal([])
      expect(scriptableNodes(document)).to.deep.equal([])
      expect(root.querySelector('*:not(figcaption, p, br, strong, b, em, i, u, s, small, span, a)')).to.equal(null)
    } finally {
      host.remove()
    }
  })

  it(`adds no run to what the page's own markup runs: the vectors as captions of a gallery`, async function () {
    this.timeout(60_000)
    // The captions are the page's markup: whatever runs there runs with or without the gallery. So the slides
    // are put in the page first, and only what runs once the gallery has drawn and been used counts. Vectors
    // that would stop the page itself, whatever its scripts, went through the rebuild above.
    const vectors = XSS_VECTORS.filter((vector) => !stopsThePage(vector))
    expect(vectors.length).to.be.greaterThan(200)
    const page = await openProbedPage(`<ss-gallery ${GRID}></ss-gallery>`, { library: false })
    try {
      const pageRecorder = recordExecutions(page.window)
      const gallery = page.document.querySelector('ss-gallery')!
      vectors.forEach((vector, i) => {
        const figure = page.document.createElement('figure')
        figure.setAttribute('data-type', 'image')
        figure.innerHTML = `${image(i)}<figcaption>${vector}</figcaption>`
        gallery.append(figure)
      })
      await waitFor(() => Array.from(gallery.querySelectorAll('img'), (node) => node.complete).every(Boolean), 'the captions\' images to settle')
      await new Promise((resolve) => setTimeout(resolve, 200))
      const ranWithoutGallery = pageRecorder.executed.length

      const script = page.document.createElement('script')
      script.type = 'module'
      script.src = '/dist/elements/ss-gallery.js'
      page.document.head.append(script)
      await waitFor(() => gallery.shadowRoot?.querySelector('figcaption'), 'the gallery to draw its captions', 20_000)
      useEveryCaption(gallery.shadowRoot!, page.window)
      await letVectorsRun(page.document)

      // A late event of the page's own markup (a `<video><source onerror>` still selecting its source) is not
      // the gallery's doing.
      expect(pageRecorder.executed.slice(ranWithoutGallery).filter((run) => !run.byPageMarkup)).to.deep.equal([])
      expect(scriptableNodes(page.document)).to.deep.equal([])
    } finally {
      page.close()
    }
  })
})
