import { z } from 'zod/mini'
import { SHAPES } from './shapes.ts'

export const LINECAPS = ['butt', 'round', 'square'] as const
/** `none` draws as painted; the others are the CSS blend modes of the drawing over the page. */
export const BLENDS = [
  'none',
  'multiply',
  'screen',
  'overlay',
  'darken',
  'lighten',
  'color-dodge',
  'color-burn',
  'hard-light',
  'soft-light',
  'difference',
  'exclusion',
  'hue',
  'saturation',
  'color',
  'luminosity',
] as const
export const ANIMATIONS = ['draw', 'fade', 'fadeScale'] as const
export const DIRECTIONS = ['right', 'left'] as const
export const THICKNESS_UNITS = ['px', 'em', 'rem'] as const

/** A thickness as text (`0.06em`, `3px`) or as the settings write it, `{value, unit}`. */
const thicknessSchema = z.union([
  z.string().check(z.regex(/^\s*\d*\.?\d+\s*(px|em|rem)\s*$/)),
  z.object({ value: z.number().check(z.nonnegative()), unit: z.enum(THICKNESS_UNITS) }),
])

/** The text highlight block JSON: the text highlight settings, with their defaults. */
export const textHighlightBlockSchema = z.object({
  shape: z._default(z.enum(SHAPES), 'wave'),
  color: z._default(z.string(), 'currentColor'),
  thickness: z._default(thicknessSchema, '0.06em'),
  linecap: z._default(z.enum(LINECAPS), 'square'),
  blend: z._default(z.enum(BLENDS), 'none'),
  opacity: z._default(z.number().check(z.gte(0), z.lte(1)), 1),
  fontSize: z.optional(z.number().check(z.positive())),
  isFront: z._default(z.boolean(), false),
  isAnimationEnabled: z._default(z.boolean(), true),
  animation: z._default(z.enum(ANIMATIONS), 'draw'),
  direction: z._default(z.enum(DIRECTIONS), 'right'),
  duration: z._default(z.number().check(z.nonnegative()), 0.75),
})

export type TextHighlightConfig = z.output<typeof textHighlightBlockSchema>
export type Thickness = TextHighlightConfig['thickness']

/** `waiting` for the text to come into view, `drawing`, or `drawn` (at once under reduced motion). */
export type TextHighlightState = 'waiting' | 'drawing' | 'drawn'
