import { describe, expect, it } from 'vitest'
import { shadowOffset, shapeDrawing } from './shape-paths.ts'
import { SHAPE_NAMES } from './size-groups.ts'

describe('shapes', () => {
  it('has the shapes a builder needs, circle, egg, flower and gear among them', () => {
    expect(SHAPE_NAMES).to.include.members(['circle', 'egg', 'flower', 'gear', 'rectangle', 'triangle', 'star', 'hexagon', 'blob'])
  })

  it('puts each shape in one of the size groups 100, 150 and 67', () => {
    expect(new Set(SHAPE_NAMES.map((name) => shapeDrawing(name).height))).toEqual(new Set([100, 150, 67]))
    expect(shapeDrawing('egg').height).toBe(150)
    expect(shapeDrawing('ellipse').height).toBe(67)
  })

  it('draws the rectangle 1:1', () => {
    expect(shapeDrawing('rectangle')).toEqual({ height: 100, path: 'M0 0H100V100H0Z' })
  })

  it('draws every outline closed and inside its box', () => {
    for (const name of SHAPE_NAMES) {
      const { height, path } = shapeDrawing(name)
      expect(path, name).toMatch(/^M.*Z$/)
      const numbers = path.match(/-?\d+(\.\d+)?/g)!.map(Number)
      expect(Math.min(...numbers), name).toBeGreaterThanOrEqual(0)
      expect(Math.max(...numbers), name).toBeLessThanOrEqual(Math.max(100, height))
    }
  })
})

describe('shadowOffset', () => {
  it('draws the angle as 180 minus the angle', () => {
    expect(shadowOffset(180, 10)).toEqual({ x: 10, y: 0 })
    expect(shadowOffset(0, 10)).toEqual({ x: -10, y: 0 })
    expect(shadowOffset(90, 10)).toEqual({ x: 0, y: 10 })
    expect(shadowOffset(135, 10)).toEqual({ x: 7.07, y: 7.07 })
  })
})
