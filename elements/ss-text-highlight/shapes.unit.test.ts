import { describe, expect, it } from 'vitest'
import { drawShape, seededRandom, SHAPES, shapeBox, type Box } from './shapes.ts'

const line: Box = { x: 40, y: 100, width: 320, height: 24 }
const PATH = /^M -?[\d.]+ -?[\d.]+( [LQC]( -?[\d.]+ -?[\d.]+)+)+$/

/** Every x, y pair of a path made of absolute M, L, Q and C commands. */
function points(path: string): Array<[number, number]> {
  const numbers = path.replace(/[MLQC]/g, ' ').trim().split(/\s+/).map(Number)
  return numbers.flatMap((value, index) => (index % 2 === 0 ? [[value, numbers[index + 1]!] as [number, number]] : []))
}

describe('seededRandom', () => {
  it('gives the same numbers for the same seed, others for another, all from 0 up to 1', () => {
    const take = (seed: number) => Array.from({ length: 50 }, seededRandom(seed))
    expect(take(7)).toEqual(take(7))
    expect(take(7)).not.toEqual(take(8))
    for (const value of take(7)) expect(value).toBeGreaterThanOrEqual(0), expect(value).toBeLessThan(1)
  })
})

describe.each(SHAPES)('the %s shape', (shape) => {
  const box = shapeBox(shape, line)

  it('is valid path data whose every point lies within its box', () => {
    for (const seed of [1, 2, 3, 99, 123456]) {
      const { strokes } = drawShape(shape, box, seed)
      expect(strokes.length).toBeGreaterThan(0)
      for (const stroke of strokes) {
        expect(stroke).toMatch(PATH)
        for (const [x, y] of points(stroke)) {
          expect(x).toBeGreaterThanOrEqual(box.x - 0.01)
          expect(x).toBeLessThanOrEqual(box.x + box.width + 0.01)
          expect(y).toBeGreaterThanOrEqual(box.y - 0.01)
          expect(y).toBeLessThanOrEqual(box.y + box.height + 0.01)
        }
      }
    }
  })

  it('draws the same for the same seed, and with another wobble for another seed', () => {
    expect(drawShape(shape, box, 5)).toEqual(drawShape(shape, box, 5))
    expect(drawShape(shape, box, 5)).not.toEqual(drawShape(shape, box, 6))
  })

  it('spans its line box from side to side', () => {
    const xs = drawShape(shape, box, 1).strokes.flatMap((stroke) => points(stroke).map(([x]) => x))
    expect(Math.min(...xs)).toBeLessThanOrEqual(line.x + line.width * 0.1)
    expect(Math.max(...xs)).toBeGreaterThanOrEqual(line.x + line.width * 0.9)
  })
})

describe('shapeBox', () => {
  it('draws underlines below the text, strikes through it and circles around it', () => {
    const underline = shapeBox('underline', line)
    expect(underline.y).toBeGreaterThan(line.y + line.height / 2)
    expect(shapeBox('strike', line)).toEqual(line)
    const circle = shapeBox('circle', line)
    expect(circle.x).toBeLessThan(line.x)
    expect(circle.y).toBeLessThan(line.y)
    expect(circle.x + circle.width).toBeGreaterThan(line.x + line.width)
    expect(circle.y + circle.height).toBeGreaterThan(line.y + line.height)
  })

  it('gives the marker a stroke as wide as the line is high, nearly', () => {
    expect(drawShape('marker', shapeBox('marker', line), 1).strokeWidth).toBeCloseTo(line.height * 0.85 * 0.9, 0)
  })
})
