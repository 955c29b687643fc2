// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { IframeEmbed } from './video-embed.ts'
import { PLAYER_SANDBOX, VideoPlayer, type VideoState } from './video-player.ts'

const youtube: IframeEmbed = { type: 'iframe', provider: 'YouTube', src: 'https://www.youtube.com/embed/ID', title: 'Launch' }
const wistia: IframeEmbed = { type: 'iframe', provider: 'Wistia', src: 'https://fast.wistia.net/embed/iframe/a' }

function playerOf(embed: IframeEmbed) {
  const changes: VideoState[] = []
  return { player: new VideoPlayer(embed, (state) => changes.push(state)), changes }
}

describe('VideoPlayer', () => {
  it('has no frame until played, then a sandboxed one built from the embed alone', () => {
    const { player, changes } = playerOf(youtube)
    expect(player.frame).toBeUndefined()
    player.play()
    player.play()
    const frame = player.frame!
    expect(frame.src).toBe('https://www.youtube-nocookie.com/embed/ID?autoplay=1&enablejsapi=1')
    expect(frame.getAttribute('sandbox')).toBe(PLAYER_SANDBOX)
    expect(frame.title).toBe('Launch')
    expect(changes).toEqual(['playing'])
  })

  it('keeps a YouTube or Vimeo frame, hidden, when paused, and unloads any other', () => {
    const { player: messaged } = playerOf(youtube)
    messaged.play()
    const frame = messaged.frame
    messaged.pause()
    expect(messaged.state).toBe('paused')
    expect(messaged.frame).toBe(frame)
    expect(frame!.hidden).toBe(true)
    messaged.play()
    expect(messaged.frame).toBe(frame)
    expect(frame!.hidden).toBe(false)

    const { player: unloaded, changes } = playerOf(wistia)
    unloaded.play()
    unloaded.pause()
    expect(unloaded.state).toBe('overlay')
    expect(unloaded.frame).toBeUndefined()
    expect(changes).toEqual(['playing', 'overlay'])
  })

  it('stops the playing one when another starts, and not after it was disposed', () => {
    const first = playerOf(wistia)
    const second = playerOf(wistia)
    first.player.play()
    second.player.play()
    expect(first.player.state).toBe('overlay')
    second.player.dispose()
    first.player.play()
    expect(second.changes).toEqual(['playing'])
  })
})
