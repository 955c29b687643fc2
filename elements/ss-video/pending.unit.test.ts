// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { videoPendingProperties } from './pending.ts'

const element = (attributes: Record<string, string>) => {
  const video = document.createElement('ss-video')
  for (const [name, value] of Object.entries(attributes)) video.setAttribute(name, value)
  return video
}
const padding = (attributes: Record<string, string>) => videoPendingProperties(element(attributes))['--ss-video-pending-padding']

describe('videoPendingProperties', () => {
  const embed = '<iframe src="https://player.vimeo.com/video/1" width="640" height="480"></iframe>'

  it('reserves the box the video will have, from its attributes', () => {
    expect(padding({})).toBe('56.3%')
    expect(padding({ 'aspect-ratio': '2' })).toBe('50%')
    expect(padding({ 'aspect-ratio': 'Auto', 'data-html': embed })).toBe('75%')
    expect(padding({ 'aspect-ratio': 'Auto', 'data-html': 'not an embed' })).toBe('65%')
  })

  it('reads the block JSON where no attribute says, and ignores what it cannot read', () => {
    expect(padding({ 'data-block-json': JSON.stringify({ aspectRatio: 'Auto', dataHtml: embed }) })).toBe('75%')
    expect(padding({ 'data-block-json': '{"aspectRatio": 4}' })).toBe('25%')
    expect(padding({ 'data-block-json': '{not json' })).toBe('56.3%')
    expect(padding({ 'aspect-ratio': 'wide' })).toBe('56.3%')
  })
})
