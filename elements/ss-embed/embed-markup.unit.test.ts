import { describe, expect, it } from 'vitest'
import { embedDocument, MAX_FRAME_HEIGHT_PX, reportedHeight } from './embed-markup.ts'

describe('reportedHeight', () => {
  it('reads the height of a size message, rounded up and capped', () => {
    expect(reportedHeight({ type: 'ss-embed-size', height: 316 })).toBe(316)
    expect(reportedHeight({ type: 'ss-embed-size', height: 120.2 })).toBe(121)
    expect(reportedHeight({ type: 'ss-embed-size', height: 0 })).toBe(0)
    expect(reportedHeight({ type: 'ss-embed-size', height: 1e9 })).toBe(MAX_FRAME_HEIGHT_PX)
  })

  it('refuses anything else', () => {
    for (const data of [null, 'ss-embed-size', 316, { height: 316 }, { type: 'other', height: 316 }]) {
      expect(reportedHeight(data)).toBe(undefined)
    }
    for (const height of ['316', -1, Number.NaN, Number.POSITIVE_INFINITY, null]) {
      expect(reportedHeight({ type: 'ss-embed-size', height })).toBe(undefined)
    }
  })
})

describe('embedDocument', () => {
  it("puts the author's markup first and the size script after it", () => {
    const document = embedDocument('<p>Hello</p>')
    expect(document.startsWith('<!doctype html>')).toBe(true)
    expect(document.indexOf('<p>Hello</p>')).toBeLessThan(document.indexOf("type: 'ss-embed-size'"))
  })
})
