/** The twelve shapes a highlight can draw. */
export const SHAPES = [
  'circle',
  'cross',
  'enclose',
  'jagged',
  'marker',
  'scribble',
  'strike',
  'strikeDiagonal',
  'underline',
  'underlineCurve',
  'underlineDouble',
  'wave',
] as const

export type Shape = (typeof SHAPES)[number]

/** A rectangle in px: a line box of the text, or the box a shape is drawn in. */
export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** A shape drawn in one box: its strokes, drawn one after another, as SVG path data. */
export interface Drawing {
  strokes: string[]
  /**
   * A stroke width of its own, for a shape that paints its box rather than outlining it (the marker), drawn
   * with flat ends so that it stops where its box does.
   */
  strokeWidth?: number
}

/** How far a shape's box reaches past the line box, as fractions of the line's height. */
interface Reach {
  x: number
  top: number
  bottom: number
}

interface ShapeDefinition {
  reach: Reach
  draw(box: Box, random: () => number): Drawing
}

/**
 * A small seeded random number generator (mulberry32): the same seed gives the same numbers, so a line's
 * hand-drawn wobble is the same on every render and in every browser.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = Math.imul(state ^ (state >>> 15), state | 1)
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61)
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296
  }
}

const round = (value: number) => Math.round(value * 100) / 100
const point = (x: number, y: number) => `${round(x)} ${round(y)}`
/** A value between `from` and `to`, somewhere random. */
const between = (random: () => number, from: number, to: number) => from + (to - from) * random()

/**
 * A nearly straight stroke from one point to another, bowing up to `bow` px to one side as a hand does. Its
 * points stay within `bow` of the straight line.
 */
function handLine(random: () => number, x1: number, y1: number, x2: number, y2: number, bow: number): string {
  const length = Math.hypot(x2 - x1, y2 - y1) || 1
  const offset = between(random, -bow, bow)
  const along = between(random, 0.35, 0.65)
  const controlX = x1 + (x2 - x1) * along - ((y2 - y1) / length) * offset
  const controlY = y1 + (y2 - y1) * along + ((x2 - x1) / length) * offset
  return `M ${point(x1, y1)} Q ${point(controlX, controlY)} ${point(x2, y2)}`
}

/** A stroke along the box's width at `level` (0 top, 1 bottom), wandering up to `wobble` px from it. */
function across(box: Box, random: () => number, level: number, wobble = box.height * 0.04): string {
  const y = () => box.y + box.height * level + between(random, -wobble / 2, wobble / 2)
  return handLine(random, box.x, y(), box.x + box.width, y(), wobble / 2)
}

/** A zigzag across the box: sharp peaks near its top, `step` px apart, between points on its bottom. */
function peaks(box: Box, random: () => number, step: number): string {
  const count = Math.max(2, Math.round(box.width / step))
  const width = box.width / count
  const low = box.y + box.height
  let path = `M ${point(box.x, low)}`
  for (let index = 0; index < count; index++) {
    const peakX = box.x + width * (index + between(random, 0.4, 0.6))
    path += ` L ${point(peakX, box.y + box.height * between(random, 0, 0.2))} L ${point(box.x + width * (index + 1), low)}`
  }
  return path
}

/** A wave across the lower part of the box: half-waves alternate above and below its middle. */
function wave(box: Box, random: () => number): string {
  const halfWaves = Math.max(2, Math.round(box.width / (box.height * 0.6)))
  const width = box.width / halfWaves
  const middle = box.y + box.height / 2
  let path = `M ${point(box.x, middle)}`
  for (let index = 0; index < halfWaves; index++) {
    const crest = index % 2 === 0 ? box.y : box.y + box.height
    const controlY = middle + (crest - middle) * between(random, 0.75, 1)
    path += ` Q ${point(box.x + width * (index + 0.5), controlY)} ${point(box.x + width * (index + 1), middle)}`
  }
  return path
}

/**
 * An ellipse drawn freehand: quarter arcs from its left, over the top, whose radii vary a little, going round
 * once and a little further so that its ends overlap like a pen's.
 */
function freehandEllipse(box: Box, random: () => number): string {
  const centerX = box.x + box.width / 2
  const centerY = box.y + box.height / 2
  const radiusX = box.width / 2
  const radiusY = box.height / 2
  // A cubic whose handles are 0.55 of the radius long follows a quarter of an ellipse. Quarters that begin on
  // the ellipse's axes keep their handles inside the box.
  const handle = 0.5523
  const quarter = Math.PI / 2
  const quarters = 4.3
  const pointAt = (angle: number) => {
    const shrink = between(random, 0.92, 1)
    return { angle, shrink, x: centerX + Math.cos(angle) * radiusX * shrink, y: centerY + Math.sin(angle) * radiusY * shrink }
  }
  /** The handle at a point, along the ellipse's tangent there, forwards (1) or backwards (-1). */
  const handleAt = (at: ReturnType<typeof pointAt>, length: number, sign: number) =>
    point(at.x - Math.sin(at.angle) * radiusX * at.shrink * length * sign, at.y + Math.cos(at.angle) * radiusY * at.shrink * length * sign)
  let previous = pointAt(Math.PI)
  let path = `M ${point(previous.x, previous.y)}`
  for (let index = 0; index < Math.ceil(quarters); index++) {
    const share = Math.min(1, quarters - index)
    const next = pointAt(previous.angle + share * quarter)
    path += ` C ${handleAt(previous, handle * share, 1)} ${handleAt(next, handle * share, -1)} ${point(next.x, next.y)}`
    previous = next
  }
  return path
}

const flat: Reach = { x: 0, top: 0, bottom: 0 }

const SHAPE_DEFINITIONS: Record<Shape, ShapeDefinition> = {
  circle: { reach: { x: 0.35, top: 0.3, bottom: 0.3 }, draw: (box, random) => ({ strokes: [freehandEllipse(box, random)] }) },
  cross: {
    reach: flat,
    draw: (box, random) => ({
      strokes: [
        handLine(random, box.x, box.y + box.height, box.x + box.width, box.y, box.height * 0.05),
        handLine(random, box.x, box.y, box.x + box.width, box.y + box.height, box.height * 0.05),
      ],
    }),
  },
  enclose: {
    reach: { x: 0.2, top: 0.15, bottom: 0.15 },
    draw: (box, random) => {
      // Each side runs a little past its corner, inside the box, as a hand drawing a frame does.
      const inset = Math.min(box.width, box.height) * 0.08
      const left = box.x + inset
      const right = box.x + box.width - inset
      const top = box.y + inset
      const bottom = box.y + box.height - inset
      const over = () => between(random, 0, inset)
      const wobble = inset / 2
      return {
        strokes: [
          handLine(random, left - over(), top, right + over(), top, wobble),
          handLine(random, right, top - over(), right, bottom + over(), wobble),
          handLine(random, right + over(), bottom, left - over(), bottom, wobble),
          handLine(random, left, bottom + over(), left, top - over(), wobble),
        ],
      }
    },
  },
  jagged: {
    reach: { x: 0, top: -0.85, bottom: 0.2 },
    draw: (box, random) => ({ strokes: [peaks(box, random, box.height * 1.2)] }),
  },
  marker: {
    reach: { x: 0.1, top: -0.1, bottom: -0.05 },
    // The marker's stroke is as wide as its box is high, so its path runs along the middle.
    draw: (box, random) => ({ strokes: [across(box, random, 0.5, box.height * 0.03)], strokeWidth: round(box.height * 0.9) }),
  },
  scribble: {
    reach: flat,
    draw: (box, random) => {
      const count = Math.max(3, Math.round(box.width / (box.height * 0.35)))
      const width = box.width / count
      let path = `M ${point(box.x, box.y + box.height * between(random, 0.6, 1))}`
      for (let index = 1; index <= count; index++) {
        const high = index % 2 === 1
        const y = box.y + box.height * (high ? between(random, 0, 0.3) : between(random, 0.7, 1))
        const x = index === count ? box.x + box.width : box.x + width * (index - between(random, 0, 0.3))
        path += ` L ${point(x, y)}`
      }
      return { strokes: [path] }
    },
  },
  strike: { reach: flat, draw: (box, random) => ({ strokes: [across(box, random, 0.55)] }) },
  strikeDiagonal: {
    reach: flat,
    draw: (box, random) => ({
      strokes: [handLine(random, box.x, box.y + box.height * 0.9, box.x + box.width, box.y + box.height * 0.1, box.height * 0.05)],
    }),
  },
  underline: { reach: { x: 0, top: -0.9, bottom: 0.15 }, draw: (box, random) => ({ strokes: [across(box, random, 0.5, box.height * 0.2)] }) },
  underlineCurve: {
    reach: { x: 0, top: -0.8, bottom: 0.3 },
    draw: (box, random) => {
      const startY = box.y + box.height * between(random, 0, 0.3)
      const endY = box.y + box.height * between(random, 0, 0.3)
      const bottom = box.y + box.height
      return {
        strokes: [`M ${point(box.x, startY)} Q ${point(box.x + box.width * between(random, 0.4, 0.6), bottom)} ${point(box.x + box.width, endY)}`],
      }
    },
  },
  underlineDouble: {
    reach: { x: 0, top: -0.85, bottom: 0.3 },
    draw: (box, random) => ({ strokes: [across(box, random, 0.2, box.height * 0.15), across(box, random, 0.8, box.height * 0.15)] }),
  },
  wave: { reach: { x: 0, top: -0.85, bottom: 0.2 }, draw: (box, random) => ({ strokes: [wave(box, random)] }) },
}

/** The box a shape is drawn in around one line box: wider and taller for the shapes that surround the text. */
export function shapeBox(shape: Shape, line: Box): Box {
  const { reach } = SHAPE_DEFINITIONS[shape]
  const x = line.height * reach.x
  const top = line.height * reach.top
  const bottom = line.height * reach.bottom
  return { x: line.x - x, y: line.y - top, width: line.width + 2 * x, height: line.height + top + bottom }
}

/** Draws `shape` in `box` (which `shapeBox` gives); the same seed always gives the same drawing. */
export function drawShape(shape: Shape, box: Box, seed: number): Drawing {
  return SHAPE_DEFINITIONS[shape].draw(box, seededRandom(seed))
}
