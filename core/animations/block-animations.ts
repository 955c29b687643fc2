import { onReducedMotionChange, prefersReducedMotion } from '../dom/reduced-motion.ts'
import { isEditing, onEditorStateChange } from '../editor/editor-state.ts'
import { blockAnimationStyles } from './animation-styles.ts'
import { ANIMATION_THRESHOLDS, isInView } from './in-view.ts'

export const ANIMATED_SELECTOR = '[data-animation]'
export const ANIMATION_LOADED_CLASS = 'loaded'
/** Thrown when the animations are started without a window (002 §8); the wording is ours. */
export const NO_WINDOW_MESSAGE = 'Block animations need a window context: start them in a browser page.'

let sheet: CSSStyleSheet | undefined

/**
 * Gives each `[data-animation]` block under `root` the class `loaded` once it is in view (see `isInView`) and
 * the images in it that are loading have loaded; when the visitor asks for less motion, at once. In edit mode
 * (the editor state of `core/editor`) it does nothing, and entering edit mode stops it: the blocks show as
 * they are. Returns the function that stops watching and takes the styles away.
 */
export function startBlockAnimations(root?: ParentNode): () => void {
  if (typeof window === 'undefined') throw new Error(NO_WINDOW_MESSAGE)
  if (isEditing()) return () => {}
  const blocks = [...(root ?? document).querySelectorAll<HTMLElement>(ANIMATED_SELECTOR)]
  const showAll = () => blocks.forEach(show)
  if (prefersReducedMotion()) {
    showAll()
    return () => {}
  }
  sheet ??= entranceSheet()
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  const waiting = new AbortController()
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const visibility = {
          isIntersecting: entry.isIntersecting,
          ratio: entry.intersectionRatio,
          height: entry.boundingClientRect.height,
          viewportHeight: entry.rootBounds?.height ?? innerHeight,
        }
        if (!isInView(visibility)) continue
        observer.unobserve(entry.target)
        const block = entry.target as HTMLElement
        // A block taller than the viewport waits only for the images it shows: one far below in it may be
        // lazy and load only when scrolled to, which would keep the whole block hidden until then.
        const tall = visibility.height > visibility.viewportHeight
        const shown = (image: Element) => !tall || image.getBoundingClientRect().top < visibility.viewportHeight
        void imagesLoaded(block, shown, waiting.signal).then(() => waiting.signal.aborted || show(block))
      }
    },
    { threshold: ANIMATION_THRESHOLDS },
  )
  blocks.forEach((block) => observer.observe(block))
  const stopListening = onReducedMotionChange((reduced) => reduced && showAll())
  const stop = () => {
    observer.disconnect()
    waiting.abort()
    stopListening()
    stopOnEdit()
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet)
  }
  const stopOnEdit = onEditorStateChange((state) => state.editing && stop())
  return stop
}

function entranceSheet(): CSSStyleSheet {
  const entrances = new CSSStyleSheet()
  entrances.replaceSync(blockAnimationStyles)
  return entrances
}

function show(block: Element): void {
  block.classList.add(ANIMATION_LOADED_CLASS)
}

/** Resolves once every image in `block` that `counts` and is loading now has loaded or failed. */
function imagesLoaded(block: Element, counts: (image: Element) => boolean, signal: AbortSignal): Promise<unknown> {
  const loading = [...block.querySelectorAll('img')].filter(
    (image) => (!image.complete || image.classList.contains('loading')) && counts(image),
  )
  return Promise.all(
    loading.map(
      (image) =>
        new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true, signal })
          image.addEventListener('error', resolve, { once: true, signal })
        }),
    ),
  )
}
