import type { ObjectCrop } from './image-fit.ts'

/** The images drawn as their boxes' backgrounds, so that turning `useBgImage` off takes back only what it drew. */
const drawn = new WeakSet<HTMLImageElement>()

/**
 * `useBgImage`: the image its `<img>` shows becomes its box's (its parent's) CSS background, cropped and placed
 * as `crop` says (the image's `object-fit` and `object-position`); the `<img>`, transparent, stays for its
 * alternative text. Before the image has loaded, only the `<img>` is made transparent.
 */
export function drawAsBackground(image: HTMLImageElement, crop: ObjectCrop): void {
  drawn.add(image)
  image.style.opacity = '0'
  const box = image.parentElement
  if (!box || !image.currentSrc) return
  const { fit, position } = crop
  box.style.backgroundImage = `url(${JSON.stringify(image.currentSrc)})`
  box.style.backgroundSize = fit === 'contain' || fit === 'scale-down' ? 'contain' : fit === 'none' ? 'auto' : 'cover'
  box.style.backgroundPosition = position || 'center'
  box.style.backgroundRepeat = 'no-repeat'
}

/** Takes back what `drawAsBackground` drew, if anything. */
export function clearBackground(image: HTMLImageElement): void {
  if (!drawn.delete(image)) return
  image.style.opacity = ''
  const box = image.parentElement
  if (!box) return
  for (const property of ['backgroundImage', 'backgroundSize', 'backgroundPosition', 'backgroundRepeat'] as const) box.style[property] = ''
}
