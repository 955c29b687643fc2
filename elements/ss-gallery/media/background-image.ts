/**
 * `useBgImage`: the image its `<img>` loaded becomes its box's CSS background, cropped and placed as the image
 * was (`object-fit`, `object-position`); the `<img>`, transparent, stays for its alternative text.
 */
export function drawAsBackground(image: HTMLImageElement): void {
  const box = image.parentElement
  if (!box || !image.currentSrc) return
  const fit = image.style.objectFit
  box.style.backgroundImage = `url(${JSON.stringify(image.currentSrc)})`
  box.style.backgroundSize = fit === 'contain' ? 'contain' : fit === 'none' ? 'auto' : 'cover'
  box.style.backgroundPosition = image.style.objectPosition || 'center'
  box.style.backgroundRepeat = 'no-repeat'
}
