import { describe, expect, it } from 'vitest'
import { correctedScale } from './fit-rules.ts'

describe('correctedScale', () => {
  it('leaves a line that fills the box, or ends a little short of it', () => {
    expect(correctedScale({ lineWidth: 400, scale: 1, available: 400 })).toBeUndefined()
    expect(correctedScale({ lineWidth: 395, scale: 1, available: 400 })).toBeUndefined()
  })

  it('shrinks a line that overflows, from the correction it has', () => {
    expect(correctedScale({ lineWidth: 500, scale: 1, available: 400 })).toBe(0.8)
    expect(correctedScale({ lineWidth: 800, scale: 0.5, available: 400 })).toBe(0.25)
  })

  it('grows a line much shorter than its box', () => {
    expect(correctedScale({ lineWidth: 200, scale: 1, available: 400 })).toBe(2)
  })

  it('has no answer for text or a box without width', () => {
    expect(correctedScale({ lineWidth: 0, scale: 1, available: 400 })).toBeUndefined()
    expect(correctedScale({ lineWidth: 100, scale: 1, available: 0 })).toBeUndefined()
  })
})
