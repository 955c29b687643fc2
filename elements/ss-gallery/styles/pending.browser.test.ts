import { expect } from '@esm-bundle/chai'
import { imageSlides } from '../test/gallery-fixture.ts'
import { galleryPendingStyles } from './pending.ts'

/** A host shaped as the gallery will be before its implementation loads: its slides shown through a slot. */
function pendingHost(slides: string): HTMLElement {
  const host = document.createElement('div')
  host.style.width = '600px'
  host.innerHTML = slides
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(galleryPendingStyles)
  const root = host.attachShadow({ mode: 'open' })
  root.adoptedStyleSheets = [sheet]
  root.append(document.createElement('slot'))
  document.body.append(host)
  return host
}

describe('<ss-gallery> pending styles', () => {
  let host: HTMLElement | undefined
  afterEach(() => host?.remove())

  it('lays out only the first slide, in its own box', () => {
    host = pendingHost(imageSlides(1000, () => ({ caption: 'A caption' })))
    const figures = Array.from(host.children) as HTMLElement[]
    expect(figures).to.have.length(1000)
    expect(figures[0]!.getClientRects().length, 'the first slide laid out').to.equal(1)
    expect(figures.slice(1).filter((figure) => figure.getClientRects().length > 0), 'the others').to.have.length(0)
    const box = figures[0]!.getBoundingClientRect()
    expect(Math.round(box.left)).to.equal(Math.round(host.getBoundingClientRect().left))
    expect(Math.round(host.getBoundingClientRect().height)).to.equal(Math.round(box.height))
  })
})
