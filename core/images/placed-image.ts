import type { PlacementStyle } from './image-placement.ts'

const PLACING_PROPERTIES = ['position', 'left', 'top', 'width', 'height', 'right', 'bottom', 'maxWidth', 'maxHeight', 'objectFit', 'objectPosition'] as const
type PlacingStyle = Record<(typeof PLACING_PROPERTIES)[number], string>

/** The inline styles each placed image had before, which taking the placement back restores. */
const before = new WeakMap<HTMLImageElement, PlacingStyle>()

/**
 * `useAdvancedPositioning: false`: the image is drawn whole in a box of its own shape, absolutely positioned in
 * its parent at `style` (its parent being the positioned box that clips it). `right`, `bottom` and the maximum
 * sizes are lifted, since page CSS such as `img { max-width: 100% }` or `inset: 0` would bend the box.
 */
export function placeImage(image: HTMLImageElement, { left, top, width, height }: PlacementStyle): void {
  if (!before.has(image)) before.set(image, Object.fromEntries(PLACING_PROPERTIES.map((property) => [property, image.style[property]])) as PlacingStyle)
  const placing: PlacingStyle = { position: 'absolute', left, top, width, height, right: 'auto', bottom: 'auto', maxWidth: 'none', maxHeight: 'none', objectFit: 'fill', objectPosition: '' }
  Object.assign(image.style, placing)
}

/** Takes back what `placeImage` set, if anything: the image's own inline styles return. */
export function unplaceImage(image: HTMLImageElement): void {
  const styles = before.get(image)
  if (!styles) return
  before.delete(image)
  Object.assign(image.style, styles)
}
