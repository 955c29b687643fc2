import { describe, expect, it } from 'vitest'
import { fittedScale } from './fit-rules.ts'

describe('fittedScale', () => {
  it('grows short text to the available width', () => {
    expect(fittedScale({ textWidth: 100, fontSize: 16, available: 400, inheritedFontSize: 16 })).toBe(4)
  })

  it('shrinks long text, relative to the inherited size', () => {
    expect(fittedScale({ textWidth: 800, fontSize: 32, available: 200, inheritedFontSize: 16 })).toBe(0.5)
  })

  it('has no answer for text or a box without width', () => {
    expect(fittedScale({ textWidth: 0, fontSize: 16, available: 400, inheritedFontSize: 16 })).toBeUndefined()
    expect(fittedScale({ textWidth: 100, fontSize: 16, available: 0, inheritedFontSize: 16 })).toBeUndefined()
  })
})

