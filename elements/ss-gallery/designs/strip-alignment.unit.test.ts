import { describe, expect, it } from 'vitest'
import { stripAlignment, stripOffset } from './strip-alignment.ts'

describe('stripAlignment', () => {
  it('maps left, center and right to start, middle and end', () => {
    expect(['left', 'center', 'right'].map(stripAlignment)).toEqual(['start', 'middle', 'end'])
  })
  it('maps any other value to middle', () => {
    expect(['top', '', 3, undefined, 'toString'].map(stripAlignment)).toEqual(['middle', 'middle', 'middle', 'middle', 'middle'])
  })
})

describe('stripOffset', () => {
  const geometry = { viewportWidth: 300, contentWidth: 1000, slideStart: 400, slideWidth: 100 }
  it('puts the active slide at the start, middle or end of the view', () => {
    expect(stripOffset('start', geometry)).toBe(400)
    expect(stripOffset('middle', geometry)).toBe(300)
    expect(stripOffset('end', geometry)).toBe(200)
  })
  it('never scrolls past either end of the strip', () => {
    expect(stripOffset('middle', { ...geometry, slideStart: 0 })).toBe(0)
    expect(stripOffset('start', { ...geometry, slideStart: 900 })).toBe(700)
  })
})
