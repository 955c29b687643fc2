// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { claimPlayback, releasePlayback } from './one-video-at-a-time.ts'
import { playerMessage } from './player-messages.ts'
import { playerSource, readVideoEmbed, type IframeEmbed } from './video-embed.ts'

describe('readVideoEmbed', () => {
  it('keeps the iframe of a listed provider: its https src, title and proportions', () => {
    expect(readVideoEmbed('<iframe src="https://www.youtube.com/embed/ID" width="640" height="360" title="Launch"></iframe>')).toEqual({
      type: 'iframe',
      provider: 'YouTube',
      src: 'https://www.youtube.com/embed/ID',
      title: 'Launch',
      ratio: 640 / 360,
    })
    for (const [src, provider] of [
      ['https://player.vimeo.com/video/1', 'Vimeo'],
      ['https://fast.wistia.net/embed/iframe/abc', 'Wistia'],
      ['https://animoto.com/play/abc', 'Animoto'],
    ]) {
      expect(readVideoEmbed(`<iframe src="${src}"></iframe>`)).toMatchObject({ type: 'iframe', provider, src })
    }
  })

  it('refuses other hosts, http, credentials, ports and javascript: sources', () => {
    for (const src of [
      'https://evil.example/embed/ID',
      'http://www.youtube.com/embed/ID',
      'https://user@www.youtube.com/embed/ID',
      'https://www.youtube.com:8443/embed/ID',
      'https://www.youtube.com.evil.example/embed/ID',
      'javascript:alert(1)',
      '',
    ]) {
      expect(readVideoEmbed(`<iframe src="${src}"></iframe>`), src).toEqual({ type: 'invalid' })
    }
  })

  it('keeps nothing else of the markup: attributes, scripts and handlers are dropped', () => {
    const embed = readVideoEmbed(
      '<script>window.hacked = true</script><img src=x onerror="window.hacked = true"><iframe src="https://player.vimeo.com/video/1" onload="window.hacked = true" srcdoc="<b>x</b>" style="position:fixed"></iframe>',
    )
    expect(embed).toEqual({ type: 'iframe', provider: 'Vimeo', src: 'https://player.vimeo.com/video/1' })
    expect((window as { hacked?: boolean }).hacked).toBeUndefined()
  })

  it('tells a non-embed video from invalid markup', () => {
    expect(readVideoEmbed('<video src="/a.mp4"></video>')).toEqual({ type: 'object' })
    expect(readVideoEmbed('<object data="/a.swf"></object>')).toEqual({ type: 'object' })
    expect(readVideoEmbed('just text')).toEqual({ type: 'invalid' })
    expect(readVideoEmbed('')).toEqual({ type: 'invalid' })
  })
})

describe('the player', () => {
  const youtube: IframeEmbed = { type: 'iframe', provider: 'YouTube', src: 'https://www.youtube.com/embed/ID?rel=0' }
  const vimeo: IframeEmbed = { type: 'iframe', provider: 'Vimeo', src: 'https://player.vimeo.com/video/1' }
  const wistia: IframeEmbed = { type: 'iframe', provider: 'Wistia', src: 'https://fast.wistia.net/embed/iframe/a' }

  it('starts on load, listens to messages, and asks not to track: YouTube without cookies, Vimeo and Wistia do-not-track', () => {
    expect(playerSource(youtube)).toBe('https://www.youtube-nocookie.com/embed/ID?rel=0&autoplay=1&enablejsapi=1')
    expect(playerSource({ ...youtube, src: 'https://youtube-nocookie.com/embed/ID' })).toBe(
      'https://www.youtube-nocookie.com/embed/ID?autoplay=1&enablejsapi=1',
    )
    expect(playerSource(vimeo)).toBe('https://player.vimeo.com/video/1?autoplay=1&api=1&dnt=1')
    expect(playerSource(wistia)).toBe('https://fast.wistia.net/embed/iframe/a?autoplay=1&doNotTrack=true')
  })

  it('is played and paused by posted messages for YouTube and Vimeo only', () => {
    expect(playerMessage(youtube, 'pause')).toEqual({
      message: '{"event":"command","func":"pauseVideo","args":[]}',
      targetOrigin: 'https://www.youtube-nocookie.com',
    })
    expect(playerMessage(vimeo, 'play')).toEqual({ message: '{"method":"play"}', targetOrigin: 'https://player.vimeo.com' })
    expect(playerMessage(wistia, 'play')).toBeUndefined()
  })
})

describe('one video at a time', () => {
  it('stops the playing video when another starts', () => {
    const [a, b] = [{}, {}]
    const first = vi.fn()
    const second = vi.fn()
    claimPlayback(a, first)
    claimPlayback(b, second)
    expect(first).toHaveBeenCalledOnce()
    claimPlayback(b, second)
    expect(second).not.toHaveBeenCalled()
    releasePlayback(b)
    claimPlayback(a, first)
    expect(second).not.toHaveBeenCalled()
  })
})
