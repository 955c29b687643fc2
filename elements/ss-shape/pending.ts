import { pendingBlockJsonKey } from '../../core/element/pending-block-json.ts'
import { ASPECT_RATIO_PROPERTY, aspectRatioOf, SHAPE_GROUPS, SHAPE_SIZE_GROUPS } from './size-groups.ts'

const NAMED_ASPECT_RATIO_PROPERTY = '--ss-shape-named-aspect-ratio'

/**
 * The shape's box: its size group's proportions, set on the host (`ASPECT_RATIO_PROPERTY`) by the script, or else
 * those of the shape its `shape` attribute names (the rectangle when nothing names one), which CSS alone knows: a
 * server-rendered shape has its box before its script runs.
 */
export const SHAPE_BOX = /* css */ `
  position: relative;
  aspect-ratio: var(${ASPECT_RATIO_PROPERTY}, var(${NAMED_ASPECT_RATIO_PROPERTY}, auto));
  container-type: inline-size;
`

/** The host rules giving `SHAPE_BOX` the proportions of the shape the `shape` attribute names. */
export const SHAPE_NAMED_PROPORTIONS = [
  `:host(:not([shape], [data-block-json])) { ${NAMED_ASPECT_RATIO_PROPERTY}: ${aspectRatioOf(SHAPE_GROUPS.rectangle)}; }`,
  ...SHAPE_SIZE_GROUPS.map((group) => {
    const names = Object.entries(SHAPE_GROUPS).filter(([, named]) => named === group)
    return `:host(:is(${names.map(([name]) => `[shape='${name}']`).join(', ')})) { ${NAMED_ASPECT_RATIO_PROPERTY}: ${aspectRatioOf(group)}; }`
  }),
].join('\n')

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
  ${SHAPE_NAMED_PROPORTIONS}
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
