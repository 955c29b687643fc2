import { describe, expect, it } from 'vitest'
import { unplayableMessage, VIDEO_MESSAGES } from './messages.ts'
import { videoBoxPadding } from './video-box.ts'

describe('videoBoxPadding', () => {
  it('is 56.3 % of the width with no ratio set', () => {
    expect(videoBoxPadding(undefined)).toBe(56.3)
    expect(videoBoxPadding(undefined, 4 / 3)).toBe(56.3)
  })

  it('is 100 ÷ a set ratio', () => {
    expect(videoBoxPadding(2)).toBe(50)
    expect(videoBoxPadding(0.5, 16 / 9)).toBe(200)
  })

  it("follows the embed's own proportions for 'Auto', else 65 %", () => {
    expect(videoBoxPadding('Auto', 4 / 3)).toBe(75)
    expect(videoBoxPadding('Auto')).toBe(65)
  })
})

describe('unplayableMessage', () => {
  it('tells a non-embed video with a custom poster that posters need an embed; anything else is invalid', () => {
    expect(unplayableMessage({ type: 'object' }, true)).toBe(VIDEO_MESSAGES.customImageNeedsEmbed)
    expect(unplayableMessage({ type: 'object' }, false)).toBe(VIDEO_MESSAGES.invalidEmbed)
    expect(unplayableMessage({ type: 'invalid' }, true)).toBe('Invalid video embed.')
  })
})
