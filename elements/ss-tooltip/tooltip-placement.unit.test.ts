import { describe, expect, it } from 'vitest'
import { EDGE_MARGIN, MOUSE_OFFSET, tooltipPosition } from './tooltip-placement.ts'

const viewport = { width: 800, height: 600 }
const tooltip = { width: 250, height: 40 }
const pointer = (left: number, top: number) => ({ left, top, width: 0, height: 0 })
const mouse = { x: MOUSE_OFFSET, y: MOUSE_OFFSET }

describe('tooltipPosition', () => {
  it('puts a hover tooltip 15 px right of and below the pointer', () => {
    expect(tooltipPosition(pointer(100, 100), mouse, tooltip, viewport)).toEqual({ left: 115, top: 115 })
  })

  it('puts a focus tooltip below the element, aligned with its left edge', () => {
    const button = { left: 100, top: 100, width: 80, height: 30 }
    expect(tooltipPosition(button, { x: 0, y: 8 }, tooltip, viewport)).toEqual({ left: 100, top: 138 })
  })

  it('keeps 20 px from the right edge', () => {
    expect(tooltipPosition(pointer(700, 100), mouse, tooltip, viewport).left).toBe(800 - EDGE_MARGIN - 250)
  })

  it('keeps 20 px from the left edge', () => {
    const button = { left: 5, top: 100, width: 80, height: 30 }
    expect(tooltipPosition(button, { x: 0, y: 8 }, tooltip, viewport).left).toBe(EDGE_MARGIN)
  })

  it('goes above the pointer when it does not fit below', () => {
    expect(tooltipPosition(pointer(100, 560), mouse, tooltip, viewport).top).toBe(560 - 15 - 40)
  })

  it('stays 20 px from the bottom when it fits neither below nor above', () => {
    const short = { width: 800, height: 90 }
    expect(tooltipPosition(pointer(100, 40), mouse, tooltip, short).top).toBe(90 - EDGE_MARGIN - 40)
  })

  it('keeps the left margin when the viewport is narrower than the tooltip', () => {
    expect(tooltipPosition(pointer(100, 100), mouse, tooltip, { width: 200, height: 600 }).left).toBe(EDGE_MARGIN)
  })
})
