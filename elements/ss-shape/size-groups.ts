/**
 * The shapes a builder offers, each in a size group that is the height of its box for a width of 100: 100 (as
 * tall as wide), 150 (taller) or 67 (wider). The rectangle is 1:1 until the author gives its box another shape.
 * Apart from the outlines (shape-paths.ts), so that the element's class can reserve the box while it loads.
 */
export const SHAPE_SIZE_GROUPS = [100, 150, 67] as const
export type SizeGroup = (typeof SHAPE_SIZE_GROUPS)[number]

/** The custom property that gives the element's box its shape's proportions, and its value for a size group. */
export const ASPECT_RATIO_PROPERTY = '--ss-shape-own-aspect-ratio'
export const aspectRatioOf = (group: SizeGroup): string => `100 / ${group}`

export const SHAPE_GROUPS = {
  rectangle: 100,
  rounded: 100,
  circle: 100,
  ellipse: 67,
  pill: 67,
  egg: 150,
  arch: 150,
  triangle: 100,
  diamond: 100,
  hexagon: 100,
  octagon: 100,
  star: 100,
  flower: 100,
  gear: 100,
  heart: 100,
  blob: 100,
} as const satisfies Record<string, SizeGroup>

export type ShapeName = keyof typeof SHAPE_GROUPS
export const SHAPE_NAMES = Object.keys(SHAPE_GROUPS) as ShapeName[]
