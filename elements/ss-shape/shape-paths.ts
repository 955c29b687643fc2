import { SHAPE_GROUPS, type ShapeName, type SizeGroup } from './size-groups.ts'

/** Each shape's outline as SVG path data, in a box 100 wide and `height` tall (its size group, size-groups.ts). */
type ShapePath = (height: number) => string

type Polar = [radius: number, turn: number]

/** A closed outline through points given as (radius from 0 to 1, fraction of a turn from the top). */
function radial(points: Polar[], height: number): string {
  const at = ([radius, turn]: Polar) => {
    const angle = turn * 2 * Math.PI - Math.PI / 2
    return `${round(50 + 50 * radius * Math.cos(angle))} ${round(height / 2 + (height / 2) * radius * Math.sin(angle))}`
  }
  return `M${points.map(at).join('L')}Z`
}

const round = (value: number) => Math.round(value * 100) / 100
const turns = (count: number) => Array.from({ length: count }, (_, index) => index / count)
const polygon = (sides: number) => (height: number) => radial(turns(sides).map((turn) => [1, turn]), height)
const ellipse = (height: number) => `M50 0A50 ${height / 2} 0 1 1 50 ${height}A50 ${height / 2} 0 1 1 50 0Z`

function star(height: number): string {
  return radial(turns(10).map((turn, index) => [index % 2 === 0 ? 1 : 0.42, turn]), height)
}

/** Ten flat-topped teeth around a wheel. */
function gear(height: number): string {
  const teeth = 10
  return radial(
    turns(teeth).flatMap((turn): Polar[] => [
      [0.8, turn],
      [1, turn + 0.1 / teeth],
      [1, turn + 0.4 / teeth],
      [0.8, turn + 0.5 / teeth],
    ]),
    height,
  )
}

/** Eight round petals: arcs bulging out between points on a circle. */
function flower(height: number): string {
  const petals = 8
  const radius = 0.76
  const points = turns(petals).map((turn): Polar => [radius, turn])
  const chordHalf = radius * Math.sin(Math.PI / petals)
  const start = radial([points[0]!], height).slice(1, -1)
  const arcs = points.map((_, index) => {
    const [x, y] = radial([points[(index + 1) % petals]!], height).slice(1, -1).split(' ')
    return `A${round(50 * chordHalf)} ${round((height / 2) * chordHalf)} 0 0 1 ${x} ${y}`
  })
  return `M${start}${arcs.join('')}Z`
}

const SHAPE_PATHS: Record<ShapeName, ShapePath> = {
  rectangle: (height) => `M0 0H100V${height}H0Z`,
  rounded: (height) => `M12 0H88Q100 0 100 12V${height - 12}Q100 ${height} 88 ${height}H12Q0 ${height} 0 ${height - 12}V12Q0 0 12 0Z`,
  circle: ellipse,
  ellipse,
  pill: (height) => {
    const r = height / 2
    return `M${r} 0H${100 - r}A${r} ${r} 0 0 1 ${100 - r} ${height}H${r}A${r} ${r} 0 0 1 ${r} 0Z`
  },
  egg: (h) => `M50 0C80 0 100 ${h * 0.5} 100 ${h * 0.64}C100 ${h * 0.86} 78 ${h} 50 ${h}C22 ${h} 0 ${h * 0.86} 0 ${h * 0.64}C0 ${h * 0.5} 20 0 50 0Z`,
  arch: (height) => `M0 50A50 50 0 0 1 100 50V${height}H0Z`,
  triangle: (height) => `M50 0L100 ${height}H0Z`,
  diamond: polygon(4),
  hexagon: polygon(6),
  octagon: polygon(8),
  star,
  flower,
  gear,
  heart: (h) => `M50 ${h * 0.92}C20 ${h * 0.72} 0 ${h * 0.52} 0 ${h * 0.3}C0 ${h * 0.1} 14 0 28 0C38 0 46 ${h * 0.06} 50 ${h * 0.16}C54 ${h * 0.06} 62 0 72 0C86 0 100 ${h * 0.1} 100 ${h * 0.3}C100 ${h * 0.52} 80 ${h * 0.72} 50 ${h * 0.92}Z`,
  blob: (h) => `M52 0C76 0 98 ${h * 0.16} 100 ${h * 0.42}C100 ${h * 0.7} 86 ${h * 0.96} 56 ${h}C26 ${h} 2 ${h * 0.84} 0 ${h * 0.56}C0 ${h * 0.26} 24 0 52 0Z`,
}

/** The shape's outline and the height of its box (its width is 100). */
export function shapeDrawing(name: ShapeName): { height: SizeGroup; path: string } {
  const height = SHAPE_GROUPS[name]
  return { height, path: SHAPE_PATHS[name](height) }
}

/** A drop shadow's angle is drawn as 180 minus the angle set; the offset that gives, in px. */
export function shadowOffset(angle: number, distance: number): { x: number; y: number } {
  const drawn = ((180 - angle) * Math.PI) / 180
  return { x: round(distance * Math.cos(drawn)), y: round(distance * Math.sin(drawn)) }
}
