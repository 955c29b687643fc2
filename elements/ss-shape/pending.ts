import { pendingBlockJsonKey } from '../../core/element/pending-block-json.ts'
import { ASPECT_RATIO_PROPERTY, aspectRatioOf, SHAPE_GROUPS } from './size-groups.ts'

/** The shape's box: its size group's proportions, set on the host (`ASPECT_RATIO_PROPERTY`). */
export const SHAPE_BOX = /* css */ `
  position: relative;
  aspect-ratio: var(${ASPECT_RATIO_PROPERTY}, auto);
  container-type: inline-size;
`

/** The content on the shape: centred, and inset so that it stays inside the outline. */
export const SHAPE_CONTENT = /* css */ `
  display: grid;
  place-content: center;
  padding: var(--ss-shape-padding);
  text-align: center;
  overflow-wrap: anywhere;
`

/** While the shape's code loads, its content sits in the box the shape will have, where the shape will put it. */
export const shapePendingStyles = /* css */ `
  :host {
    ${SHAPE_BOX}
    --ss-shape-padding: 18cqi;
  }
  slot {
    position: absolute;
    inset: 0;
    ${SHAPE_CONTENT}
  }
`

/** The proportions of the shape the element will draw; none for a name it does not know (it then draws none). */
export function shapePendingProperties(element: HTMLElement): Record<`--${string}`, string> {
  const group = SHAPE_GROUPS[shapeOf(element) as keyof typeof SHAPE_GROUPS]
  return group ? { [ASPECT_RATIO_PROPERTY]: aspectRatioOf(group) } : {}
}

/** The shape as the element will read it: the attribute, else the block JSON's, else the rectangle. */
function shapeOf(element: HTMLElement): unknown {
  return element.getAttribute('shape') ?? pendingBlockJsonKey(element, 'shape') ?? 'rectangle'
}
