import type { PlacementStyle } from './image-placement.ts'

/** The images placed by offsets, so that turning `useAdvancedPositioning` back on takes back only what was set. */
const placed = new WeakSet<HTMLImageElement>()

/**
 * `useAdvancedPositioning: false`: the image is drawn whole in a box of its own shape, absolutely positioned in
 * its parent at `style` (its parent being the positioned box that clips it). `right`, `bottom` and the maximum
 * sizes are lifted, since page CSS such as `img { max-width: 100% }` or `inset: 0` would bend the box.
 */
export function placeImage(image: HTMLImageElement, { left, top, width, height }: PlacementStyle): void {
  placed.add(image)
  const box = { position: 'absolute', left, top, width, height, right: 'auto', bottom: 'auto', maxWidth: 'none', maxHeight: 'none' }
  Object.assign(image.style, box, { objectFit: 'fill', objectPosition: '' })
}

/** Takes back what `placeImage` set, if anything. */
export function unplaceImage(image: HTMLImageElement): void {
  if (!placed.delete(image)) return
  for (const property of ['position', 'left', 'top', 'width', 'height', 'right', 'bottom', 'maxWidth', 'maxHeight', 'objectFit'] as const) image.style[property] = ''
}
