import type { SsGallery } from '../element.ts'
import { waitFor } from '../../../test/helpers/wait.ts'

const IMAGES = {
  landscape: { path: 'landscape', dimensions: '1600x900' },
  portrait: { path: 'portrait', dimensions: '900x1200' },
  square: { path: 'square', dimensions: '1000x1000' },
} as const

export type ImageShape = keyof typeof IMAGES

// Firefox and WebKit keep one page, and its image cache, for several test files: a token per page load keeps
// the addresses of one file apart from those of the files before it.
const pageToken = Math.random().toString(36).slice(2, 8)
let uniqueRun = 0

export interface SlideOptions {
  shape?: ImageShape
  id?: string
  url?: string
  clickThrough?: string
  caption?: string
  alt?: string
  focalPoint?: string
}

/**
 * Image slide markup on the test images. Each call gets addresses of its own (`?run=`), so that counting
 * requests is not fooled by the browser's cache.
 */
export function imageSlides(count: number, options: (i: number) => SlideOptions = () => ({})): string {
  const run = ++uniqueRun
  return Array.from({ length: count }, (_, i) => {
    const { shape = 'landscape', id = `s${i}`, url, clickThrough, caption, alt = `Image ${i + 1}`, focalPoint } = options(i)
    const image = IMAGES[shape]
    const attributes = [
      `data-type="image" data-slide-id="${id}"`,
      url ? `data-slide-url="${url}"` : '',
      clickThrough ? `data-click-through-url="${clickThrough}"` : '',
    ].join(' ')
    const focal = focalPoint ? ` data-image-focal-point="${focalPoint}"` : ''
    return `<figure ${attributes}><img data-src="${imageSource(image.path, run, i)}" data-image-dimensions="${image.dimensions}"${focal} alt="${alt}">${
      caption ? `<figcaption>${caption}</figcaption>` : ''
    }</figure>`
  }).join('')
}

export const imageSource = (path: string, run: number, i: number) =>
  `${new URL(`../../../core/images/test-images/${path}.svg`, import.meta.url).pathname}?page=${pageToken}&run=${run}-${i}`

let container: HTMLElement | undefined

/** Puts `<ss-gallery {attributes}>{slides}</ss-gallery>` in the page and waits for it to render. */
export async function renderGallery(attributes: string, slides: string, style = 'width: 800px'): Promise<SsGallery> {
  container?.remove()
  container = document.createElement('div')
  container.setAttribute('style', style)
  container.innerHTML = `<ss-gallery ${attributes}>${slides}</ss-gallery>`
  document.body.append(container)
  const gallery = container.querySelector('ss-gallery')!
  await waitFor(() => gallery.shadowRoot?.querySelector('.base > *'), 'the gallery to render')
  return gallery
}

export const galleryContainer = (): HTMLElement => container!

export function removeGallery(): void {
  container?.remove()
  container = undefined
}

/** Elements of the gallery's shadow root. */
export const shadow = <E extends Element = HTMLElement>(gallery: Element, selector: string): E | null =>
  gallery.shadowRoot!.querySelector<E>(selector)
export const shadowAll = <E extends Element = HTMLElement>(gallery: Element, selector: string): E[] =>
  Array.from(gallery.shadowRoot!.querySelectorAll<E>(selector))

/** The index of the slide shown as current. */
export const currentSlide = (gallery: Element): number =>
  Number(shadow(gallery, '[data-state=current]')?.dataset.index ?? Number.NaN)

/** Waits until the gallery has stopped moving. */
export const settled = (gallery: Element) =>
  waitFor(() => !shadow(gallery, '.base')?.hasAttribute('data-in-motion'), 'the gallery to stop moving')

/** Collects the `detail` of every `name` event the gallery fires from now on. */
export function recordEvents<Detail = unknown>(gallery: Element, name: string): Detail[] {
  const details: Detail[] = []
  gallery.addEventListener(name, (event) => details.push((event as CustomEvent<Detail>).detail))
  return details
}

/** Network requests made for the test images so far, as `<shape>.svg?run=…&format=…`. */
export const imageRequests = (): string[] =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => /\/test-images\/[\w-]+\.svg/.test(name))
    .map((name) => name.replace(/.*\/test-images\//, ''))

/** The requests for the images of the run with this `?run=` number. */
export const requestsOfRun = (gallery: Element): string[] => {
  const run = /run=(\d+)-/.exec(gallery.querySelector('img')?.getAttribute('data-src') ?? '')?.[1]
  return imageRequests().filter((name) => name.includes(`page=${pageToken}&run=${run}-`))
}

/** Swallows the console.error of a test that provokes one, and returns what was logged. */
export async function capturingConsole<T>(method: 'error' | 'warn', run: (logged: unknown[][]) => Promise<T>): Promise<T> {
  const original = console[method]
  const logged: unknown[][] = []
  console[method] = (...args: unknown[]) => logged.push(args)
  try {
    return await run(logged)
  } finally {
    console[method] = original
  }
}
