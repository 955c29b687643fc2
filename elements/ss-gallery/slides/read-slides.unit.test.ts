// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { readSlides, sameSlides, slideIndexForItemId, slideItemId } from './read-slides.ts'

function gallery(html: string): Element {
  const host = document.createElement('ss-gallery')
  host.innerHTML = html
  return host
}

describe('readSlides', () => {
  it('reads an image slide with its data attributes', () => {
    const [slide] = readSlides(
      gallery(`<figure data-type="image" data-slide-id="5f1a" data-slide-url="sunset" data-click-through-url="https://example.com/">
        <img data-src="/images/sunset.jpg" data-image-dimensions="1600x900" data-image-focal-point="0.3,0.6" alt="Sunset over the bay">
        <figcaption>Sunset <b>over</b> the bay</figcaption></figure>`),
    )
    expect(slide).toMatchObject({
      type: 'image',
      id: '5f1a',
      url: 'sunset',
      clickThroughUrl: 'https://example.com/',
      image: { source: '/images/sunset.jpg', dimensions: { width: 1600, height: 900 }, focalPoint: { x: 0.3, y: 0.6 }, alt: 'Sunset over the bay' },
      label: 'Sunset over the bay',
    })
    expect(slide!.caption!.localName).toBe('figcaption')
  })

  it('keeps what the light-DOM image already asks for, to show it before the loader picks a width', () => {
    const [preloaded, plain] = readSlides(
      gallery(`<figure><img data-src="/a.jpg" src="/a.jpg?format=750w" srcset="/a.jpg?format=750w 750w, /a.jpg?format=1500w 1500w" sizes="100vw" alt=""></figure>
        <figure><img data-src="/b.jpg" alt=""></figure>`),
    )
    expect(preloaded!.image).toMatchObject({ source: '/a.jpg', shown: { src: '/a.jpg?format=750w', srcset: '/a.jpg?format=750w 750w, /a.jpg?format=1500w 1500w', sizes: '100vw' } })
    expect(plain!.image!.shown).toBeUndefined()
  })

  it('reads a video slide, its embed markup and provider', () => {
    const [slide] = readSlides(
      gallery(`<figure data-type="video" data-slide-id="9c2e" data-html='&lt;iframe src="https://www.youtube.com/embed/ID"&gt;&lt;/iframe&gt;' data-provider-name="YouTube">
        <img data-src="/thumb.jpg" data-image-dimensions="1280x720" alt=""></figure>`),
    )
    expect(slide).toMatchObject({ type: 'video', videoHtml: '<iframe src="https://www.youtube.com/embed/ID"></iframe>', providerName: 'YouTube' })
  })

  it('takes only its own figure children, in order, and names a slide by its caption when the image has no alt', () => {
    const slides = readSlides(gallery(`<p>intro</p><figure><figcaption> First  one </figcaption></figure><div><figure></figure></div><figure data-type="odd"></figure>`))
    expect(slides.map((slide) => [slide.type, slide.label])).toEqual([
      ['image', 'First one'],
      ['image', ''],
    ])
  })

  it('has no dimensions when data-image-dimensions is unreadable', () => {
    const [slide] = readSlides(gallery(`<figure><img data-src="/a.jpg" data-image-dimensions="big"></figure>`))
    expect(slide!.image!.dimensions).toBeUndefined()
  })
})

describe('item ids', () => {
  const slides = readSlides(gallery(`<figure data-slide-id="a1"></figure><figure data-slide-id="b2" data-slide-url="beach"></figure>`))
  it('names a slide by its url, else its id', () => {
    expect(slides.map(slideItemId)).toEqual(['a1', 'beach'])
  })
  it('finds a slide by id or url', () => {
    expect(slideIndexForItemId(slides, 'b2')).toBe(1)
    expect(slideIndexForItemId(slides, 'beach')).toBe(1)
    expect(slideIndexForItemId(slides, 'a1')).toBe(0)
    expect(slideIndexForItemId(slides, 'nope')).toBe(-1)
  })
})

describe('sameSlides', () => {
  const host = gallery(`<figure data-slide-id="a"><img data-src="/a.jpg" data-image-dimensions="10x5"><figcaption>A</figcaption></figure>`)
  it('finds two readings of unchanged slides the same', () => {
    expect(sameSlides(readSlides(host), readSlides(host))).toBe(true)
  })
  it('tells a change of any slide attribute, image or count', () => {
    const before = readSlides(host)
    host.querySelector('img')!.setAttribute('data-image-focal-point', '0.1,0.1')
    expect(sameSlides(before, readSlides(host))).toBe(false)
    host.append(document.createElement('figure'))
    expect(sameSlides(readSlides(host).slice(0, 1), readSlides(host))).toBe(false)
  })
})
