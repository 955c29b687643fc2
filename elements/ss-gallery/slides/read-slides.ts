import { parseDimensions, type Dimensions } from '../../../core/images/image-sizes.ts'
import { parseFocalPoint, type FocalPoint } from '../../../core/images/image-fit.ts'

export interface SlideImage {
  source: string
  dimensions?: Dimensions
  focalPoint: FocalPoint
  alt: string
  /**
   * What the light-DOM `<img>` itself asks for (`src`, `srcset`, `sizes`), so that the first slide's image can
   * start before the script runs: shown as it is until the loader picks its own width.
   */
  shown?: ShownImage
}

export interface ShownImage {
  src?: string
  srcset?: string
  sizes?: string
}

/** One light-DOM `<figure>` of the gallery, read. */
export interface GallerySlide {
  type: 'image' | 'video'
  id?: string
  url?: string
  clickThroughUrl?: string
  /** The image, or for a video its thumbnail. */
  image?: SlideImage
  caption?: HTMLElement
  /** The caption's text, spaces collapsed. */
  captionText: string
  /** The slide's accessible name: the image's alt text, else the caption's text. */
  label: string
  /** A video's embed markup, untrusted until `core/video` has read it. */
  videoHtml?: string
  providerName?: string
}

const attribute = (element: Element, name: string) => element.getAttribute(name)?.trim() || undefined

/** The gallery's slides: its own `<figure>` children, in order. A loop over the children: read a thousand times. */
export function readSlides(host: Element): GallerySlide[] {
  const slides: GallerySlide[] = []
  for (let child = host.firstElementChild; child; child = child.nextElementSibling) {
    if (child.localName === 'figure') slides.push(readSlide(child as HTMLElement))
  }
  return slides
}

function readSlide(figure: HTMLElement): GallerySlide {
  const img = figure.querySelector('img')
  const caption = childNamed(figure, 'figcaption')
  const image: SlideImage | undefined = img
    ? {
        source: attribute(img, 'data-src') ?? attribute(img, 'src') ?? '',
        dimensions: parseDimensions(img.getAttribute('data-image-dimensions')),
        focalPoint: parseFocalPoint(img.getAttribute('data-image-focal-point')),
        alt: img.getAttribute('alt') ?? '',
        shown: shownImage(img),
      }
    : undefined
  const type = figure.getAttribute('data-type') === 'video' ? 'video' : 'image'
  const captionText = caption?.textContent?.trim().replace(/\s+/g, ' ') ?? ''
  return {
    type,
    id: attribute(figure, 'data-slide-id'),
    url: attribute(figure, 'data-slide-url'),
    clickThroughUrl: attribute(figure, 'data-click-through-url'),
    image,
    caption,
    captionText,
    label: image?.alt.trim() || captionText,
    ...(type === 'video' ? { videoHtml: figure.getAttribute('data-html') ?? '', providerName: attribute(figure, 'data-provider-name') } : {}),
  }
}

function childNamed(parent: Element, localName: string): HTMLElement | undefined {
  for (let child = parent.firstElementChild; child; child = child.nextElementSibling) {
    if (child.localName === localName) return child as HTMLElement
  }
  return undefined
}

function shownImage(img: Element): ShownImage | undefined {
  const src = attribute(img, 'src')
  const srcset = attribute(img, 'srcset')
  return src || srcset ? { src, srcset, sizes: attribute(img, 'sizes') } : undefined
}

/** Whether two readings of the slides would draw the same gallery: then the newer one need not be rendered. */
export function sameSlides(before: readonly GallerySlide[], after: readonly GallerySlide[]): boolean {
  if (before.length !== after.length) return false
  return before.every((slide, i) => {
    const other = after[i]!
    const { image, caption, ...rest } = slide
    const { image: otherImage, caption: otherCaption, ...otherRest } = other
    return (
      caption === otherCaption &&
      JSON.stringify([image, rest, caption?.innerHTML]) === JSON.stringify([otherImage, otherRest, otherCaption?.innerHTML])
    )
  })
}

/** What the address's itemId names a slide by: its url, else its id. */
export const slideItemId = (slide: GallerySlide): string | undefined => slide.url ?? slide.id

/** The slide the address's itemId names, matched against ids and urls; -1 when none. */
export function slideIndexForItemId(slides: readonly GallerySlide[], itemId: string): number {
  return slides.findIndex((slide) => slide.id === itemId || slide.url === itemId)
}
