import { imageLoadConcurrency, isMobileDevice, saveDataRequested } from './device.ts'
import { safeRedirectUrl } from '../forms/safe-redirect.ts'
import { clearBackground, drawAsBackground } from './background-image.ts'
import { drawnWidth, objectCrop, type CropSettings } from './image-fit.ts'
import { imagePlacement, placementStyle } from './image-placement.ts'
import { adjustedWidth, chooseImageWidth, imageSrcset, sizedImageUrl, type Dimensions, type SizeFormat } from './image-sizes.ts'
import { LoadQueue } from './load-queue.ts'
import { IMAGE_MESSAGES } from './messages.ts'
import { effectivePixelRatio, sizesFor, type PixelRatioSettings } from './pixel-ratio.ts'
import { placeImage, unplaceImage } from './placed-image.ts'

/** When an image loads: now (`true`), not yet (`false`), or once it comes within 200 px of the viewport. */
export type LoadMode = boolean | 'viewport'

export interface ImageSettings extends PixelRatioSettings, CropSettings {
  /** The image's address without a size; the loader adds one. */
  source: string
  sizeFormat?: SizeFormat
  load?: LoadMode
  /** Multiplies the width fetched for the box: 0.5 fetches half as wide, 2 twice (default 1). */
  sizeAdjustment?: number
  /** Loads the width the box needs whenever it changes, even a smaller one than loaded before (default false). */
  forceImageUpdate?: boolean
  /** Starts a new load while one is in progress for the image, instead of waiting for it to end (default false). */
  allowConcurrentLoads?: boolean
  /** Draws the loaded image as its parent's CSS background, the transparent `<img>` kept for its text (default false). */
  useBgImage?: boolean
  /**
   * Crops with `object-fit` and `object-position` (default true). False places the image instead: absolutely, at
   * a size and offsets computed in its parent's box, which must be positioned and clip it. Needs `dimensions`.
   */
  useAdvancedPositioning?: boolean
  /** Gives those sizes and offsets in % of the parent, which hold while it scales at one ratio (default false). */
  fixedRatio?: boolean
}

/** Images load once within 200 px of the viewport. */
export const LAZY_MARGIN_PX = 200
export const LAZY_ROOT_MARGIN = `${LAZY_MARGIN_PX}px`
export const LOADING_CLASS = 'loading'
export const LOADED_CLASS = 'loaded'

interface Tracked {
  settings: ImageSettings
  /** The image's box as the observers last reported it (its parent's when placed): the loader never reads layout itself. */
  box?: Dimensions
  /** The parent the image is placed in, without `useAdvancedPositioning`: the box the loader watches then. */
  placedIn?: Element
  requestedWidth: number
  /** Loads in progress: at most one, unless `allowConcurrentLoads`. */
  loading: number
  /** A size change came while loading: look again once this load ends. */
  recheck: boolean
}

let sharedQueue: LoadQueue | undefined

/** One queue for every loader on the page: 16 loads at a time, 1 on mobile. */
export function pageImageQueue(): LoadQueue {
  sharedQueue ??= new LoadQueue(imageLoadConcurrency(isMobileDevice()))
  return sharedQueue
}

/**
 * Loads `<img>` elements at the published width their box needs: a `srcset` of the published widths with a
 * `sizes` that makes the browser honour dprMin, dprMax and Save-Data; upgrades to a larger width when the box
 * grows, never to a smaller one; crops to the focal point (or, without `useAdvancedPositioning`, places the
 * image by offsets in its parent); lazily by viewport; through a queue. While an image loads it has the
 * `loading` class, and `loaded` after. Boxes are learnt from the observers, never by reading layout (a
 * thousand images would lay the page out a thousand times): a load starts once the image has been laid out,
 * in the frame after `track()`.
 */
export class ImageLoader {
  #queue: LoadQueue | undefined
  readonly #tracked = new Map<HTMLImageElement, Tracked>()
  /** The images placed in each watched parent. */
  readonly #placedImages = new Map<Element, Set<HTMLImageElement>>()
  readonly #viewportObservers = new Map<Element | null, IntersectionObserver>()
  #resizeObserverMade: ResizeObserver | undefined

  /** `queue`: the page's one queue by default, taken on the first load, so that a server render can make a loader. */
  constructor(queue?: LoadQueue) {
    this.#queue = queue
  }

  get #resizeObserver(): ResizeObserver {
    this.#resizeObserverMade ??= new ResizeObserver((entries) => {
      for (const { target, contentRect } of entries) {
        const placed = this.#placedImages.get(target)
        if (placed) for (const image of placed) this.#refresh(image, contentRect)
        // A placed image's own size is the one it was given, not its box.
        else if (!this.#tracked.get(target as HTMLImageElement)?.placedIn) this.#refresh(target as HTMLImageElement, contentRect)
      }
    })
    return this.#resizeObserverMade
  }

  /**
   * Starts managing `image` with `settings`, or applies new settings to it. `root` is the scrolling box for
   * the `viewport` mode (the page's viewport when omitted).
   */
  track(image: HTMLImageElement, settings: ImageSettings, root: Element | null = null): void {
    if (!(image instanceof HTMLImageElement)) throw new Error(IMAGE_MESSAGES.notAnImage)
    // Only a web address is an image source: a `javascript:`, `vbscript:` or `data:` one is refused, never written.
    if (!safeRedirectUrl(settings.source, document.baseURI)) {
      console.warn(IMAGE_MESSAGES.invalidSource)
      return
    }
    const previous = this.#tracked.get(image)
    if (previous?.settings.source === settings.source) previous.settings = settings
    else {
      if (previous) forget(image)
      else this.#resizeObserver.observe(image)
      this.#tracked.set(image, { settings, box: previous?.box, placedIn: previous?.placedIn, requestedWidth: 0, loading: 0, recheck: false })
    }
    this.#watchBox(image)
    this.#position(image)
    this.#stopWatching(image)
    const mode = settings.load ?? 'viewport'
    if (mode === true) this.#load(image)
    else if (mode === 'viewport') this.#viewportObserver(root).observe(image)
  }

  /** Stops managing `image`; a load it waits for in the queue is dropped. */
  untrack(image: HTMLImageElement): void {
    const tracked = this.#tracked.get(image)
    if (!tracked) return
    this.#tracked.delete(image)
    this.#stopPlacing(image, tracked)
    unplaceImage(image)
    clearBackground(image)
    this.#resizeObserver.unobserve(image)
    this.#stopWatching(image)
  }

  /** Stops managing every image. */
  disconnect(): void {
    this.#resizeObserverMade?.disconnect()
    for (const observer of this.#viewportObservers.values()) observer.disconnect()
    this.#viewportObservers.clear()
    this.#placedImages.clear()
    this.#tracked.clear()
  }

  #viewportObserver(root: Element | null): IntersectionObserver {
    let observer = this.#viewportObservers.get(root)
    if (!observer) {
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue
            const image = entry.target as HTMLImageElement
            const tracked = this.#tracked.get(image)
            if (tracked && !tracked.box && !tracked.placedIn) tracked.box = boxOf(entry.boundingClientRect)
            this.#stopWatching(image)
            this.#load(image)
          }
        },
        { root, rootMargin: LAZY_ROOT_MARGIN },
      )
      this.#viewportObservers.set(root, observer)
    }
    return observer
  }

  #stopWatching(image: HTMLImageElement): void {
    for (const observer of this.#viewportObservers.values()) observer.unobserve(image)
  }

  #refresh(image: HTMLImageElement, size: DOMRectReadOnly): void {
    const tracked = this.#tracked.get(image)
    if (!tracked) return
    tracked.box = boxOf(size)
    this.#position(image)
    if (isBusy(tracked)) tracked.recheck = true
    else if (tracked.requestedWidth > 0 || tracked.settings.load === true) this.#load(image)
  }

  /**
   * The box an image is drawn in is its own, or its parent's when it is placed by offsets: on a change of either,
   * the loader forgets the box it knew and observes the new one, which reports its size afresh.
   */
  #watchBox(image: HTMLImageElement): void {
    const tracked = this.#tracked.get(image)!
    const { useAdvancedPositioning = true, dimensions } = tracked.settings
    const parent = useAdvancedPositioning || !dimensions ? undefined : (image.parentElement ?? undefined)
    if (tracked.placedIn === parent) return
    this.#stopPlacing(image, tracked)
    tracked.box = undefined
    if (parent) {
      tracked.placedIn = parent
      const placed = this.#placedImages.get(parent) ?? new Set()
      this.#placedImages.set(parent, placed.add(image))
    }
    this.#resizeObserver.observe(parent ?? image)
  }

  #stopPlacing(image: HTMLImageElement, tracked: Tracked): void {
    const parent = tracked.placedIn
    if (!parent) return
    tracked.placedIn = undefined
    const placed = this.#placedImages.get(parent)!
    placed.delete(image)
    if (placed.size > 0) return
    this.#placedImages.delete(parent)
    this.#resizeObserver.unobserve(parent)
  }

  #position(image: HTMLImageElement): void {
    const { settings, box, placedIn } = this.#tracked.get(image)!
    if (settings.cropMode === 'contain' && !settings.fitAlignment) console.warn(IMAGE_MESSAGES.missingAlignment)
    if (!placedIn) {
      unplaceImage(image)
      const { fit, position } = objectCrop(settings, box)
      Object.assign(image.style, { objectFit: fit, objectPosition: position })
    } else if (box && settings.dimensions) {
      placeImage(image, placementStyle(imagePlacement({ ...settings, dimensions: settings.dimensions }, box), box, settings.fixedRatio))
    }
    this.#drawBackground(image)
  }

  #drawBackground(image: HTMLImageElement): void {
    const tracked = this.#tracked.get(image)
    if (tracked?.settings.useBgImage) drawAsBackground(image, objectCrop(tracked.settings, tracked.box))
    else clearBackground(image)
  }

  /**
   * Fetches the width the box needs now, when larger than what was asked for before (or only other, with
   * `forceImageUpdate`); while a load is in progress, none starts unless `allowConcurrentLoads`.
   */
  #load(image: HTMLImageElement): void {
    const tracked = this.#tracked.get(image)
    if (!tracked || isBusy(tracked)) return
    const { settings, box } = tracked
    if (!box) return // not laid out yet: the resize observer calls again once it is
    const pixelRatio = effectivePixelRatio(devicePixelRatio, saveDataRequested(), settings)
    const rendered = adjustedWidth(drawnWidth(box, settings.dimensions, settings.cropMode ?? 'cover', settings.stretch), settings.sizeAdjustment)
    const width = chooseImageWidth(Math.ceil(rendered * pixelRatio), settings.dimensions?.width)
    if (settings.forceImageUpdate ? width === tracked.requestedWidth : width <= tracked.requestedWidth) return
    tracked.requestedWidth = width
    tracked.loading++
    image.classList.add(LOADING_CLASS)
    this.#queue ??= pageImageQueue()
    this.#queue
      .run(() =>
        this.#tracked.get(image) === tracked
          ? fetchInto(image, settings, width, sizesFor(rendered, devicePixelRatio, pixelRatio), () => this.#drawBackground(image))
          : Promise.resolve(),
      )
      .catch((error: Error) => console.warn(error.message))
      .finally(() => {
        if (--tracked.loading > 0) return
        image.classList.remove(LOADING_CLASS)
        if (tracked.recheck && this.#tracked.get(image) === tracked) {
          tracked.recheck = false
          this.#load(image)
        }
      })
  }
}

/** Whether a load in progress keeps another from starting now. */
const isBusy = (tracked: Tracked) => tracked.loading > 0 && !tracked.settings.allowConcurrentLoads

/** Clears what an image showed before it was given another source. */
function forget(image: HTMLImageElement): void {
  image.removeAttribute('srcset')
  image.removeAttribute('src')
  image.classList.remove(LOADING_CLASS, LOADED_CLASS)
}

function boxOf({ width, height }: DOMRectReadOnly): Dimensions | undefined {
  return width > 0 ? { width, height } : undefined
}

/** Points `image` at `width` and resolves once it has loaded (after `loaded`); rejects with '<src> not loaded'. */
function fetchInto(image: HTMLImageElement, settings: ImageSettings, width: number, sizes: string, loaded: () => void): Promise<void> {
  const format = settings.sizeFormat ?? 'queryString'
  const src = sizedImageUrl(settings.source, width, format)
  return new Promise<void>((resolve, reject) => {
    const done = (event: Event) => {
      image.removeEventListener('load', done)
      image.removeEventListener('error', done)
      if (event.type === 'load') {
        image.classList.add(LOADED_CLASS)
        loaded()
        resolve()
      } else reject(new Error(IMAGE_MESSAGES.notLoaded(src)))
    }
    image.addEventListener('load', done)
    image.addEventListener('error', done)
    const shown = image.currentSrc
    // The loader decides when: a `loading="lazy"` left by a server render would hold a load it asked for (a slide
    // clipped out of view) and the page's queue with it.
    image.removeAttribute('loading')
    image.sizes = sizes
    image.srcset = imageSrcset(settings.source, format, settings.dimensions?.width)
    image.src = src
    // An upgrade for which the browser keeps its current pick fires no load event (the HTML "update the
    // image data" steps stop when neither source nor density changed): nothing is loading then.
    queueMicrotask(() => {
      if (shown !== '' && image.complete && image.currentSrc === shown) done(new Event('load'))
    })
  })
}
