import { html, nothing } from 'lit-html'
import { ref } from 'lit-html/directives/ref.js'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import { unplayableMessage } from '../../core/video/messages.ts'
import { videoBoxPadding } from '../../core/video/video-box.ts'
import { readVideoEmbed, type UnplayableEmbed, type VideoEmbed } from '../../core/video/video-embed.ts'
import { VideoPlayer, type VideoState } from '../../core/video/video-player.ts'
import type { VideoConfig, VideoMethods } from './schema.ts'

/** The embed of `config`: a listed provider's player, refused when it is not from the provider the block names. */
function embedOf(config: VideoConfig): VideoEmbed {
  const embed = readVideoEmbed(config.dataHtml)
  const named = config.providerName?.trim().toLowerCase()
  if (embed.type === 'iframe' && named && named !== embed.provider.toLowerCase()) return { type: 'invalid' }
  return embed
}

/**
 * Sets the box's height through the CSSOM, which a strict Content Security Policy allows, where a `style`
 * attribute (lit-html's `styleMap` writes one on first render) would be refused.
 */
const boxHeight = (padding: number) => ref((element) => (element as HTMLElement | undefined)?.style.setProperty('--ss-video-padding', `${padding}%`))

/**
 * The video's view: its light-DOM poster inside a labelled play button, swapped for the provider's player on
 * activation. Drawn with lit-html, not React: a page with a video or two should not load React for a button and
 * an iframe, and the poster it shows is the light DOM's own.
 */
export function videoView(host: ElementHost<VideoMethods>, requestRender: () => void): LitView<VideoConfig, VideoMethods> {
  let source: string | undefined
  // A playable embed gets its player; any other keeps what it is, to say why it cannot play.
  let video: VideoPlayer | UnplayableEmbed = { type: 'invalid' }
  const player = () => (video instanceof VideoPlayer ? video : undefined)
  let focusPlayer = false
  let playOnceRead = false
  const overlay = () => host.element.shadowRoot?.querySelector<HTMLButtonElement>('[part=play]')

  const onChange = (state: VideoState) => {
    const focusWasInPlayer = host.element.shadowRoot?.activeElement?.localName === 'iframe'
    requestRender()
    if (state === 'playing' && focusPlayer) player()?.frame?.focus()
    else if (state !== 'playing' && focusWasInPlayer) overlay()?.focus()
    focusPlayer = false
    host.emit(state === 'playing' ? 'ss-video-play' : 'ss-video-pause')
  }

  const readEmbed = (config: VideoConfig) => {
    const next = `${config.providerName ?? ''}\n${config.dataHtml}`
    if (next === source) return
    source = next
    player()?.dispose()
    const embed = embedOf(config)
    video = embed.type === 'iframe' ? new VideoPlayer(embed, onChange) : embed
  }

  const activate = () => {
    focusPlayer = true
    player()?.play()
  }

  const poster = () => host.element.querySelector(':scope > img')

  return {
    render(config) {
      readEmbed(config)
      if (playOnceRead) {
        playOnceRead = false
        queueMicrotask(() => player()?.play())
      }
      const ratio = video instanceof VideoPlayer ? video.embed.ratio : undefined
      const box = boxHeight(videoBoxPadding(config.aspectRatio, ratio))
      const mode = config.mode ?? 'fill'
      if (!(video instanceof VideoPlayer)) {
        return html`<div part="base" data-mode=${mode} ${box}>
          <div><slot></slot></div>
          <p part="message">${unplayableMessage(video, poster() !== null)}</p>
        </div>`
      }
      const { embed, state, frame } = video
      const title = embed.title ?? (poster()?.getAttribute('alt')?.trim() || `${embed.provider} video`)
      return html`<div part="base" data-mode=${mode} data-state=${state} ${box}>
        ${frame ?? nothing}
        ${state === 'playing'
          ? nothing
          : html`<button
              part="play"
              type="button"
              aria-label=${`Play ${title}`}
              @click=${activate}
            >
              <slot></slot><span part="play-icon" aria-hidden="true"></span>
            </button>`}
      </div>`
    },
    methods: {
      // A call replayed from before the first render comes before the embed is read.
      play: () => (source === undefined ? (playOnceRead = true) : player()?.play()),
      pause: () => player()?.pause(),
    },
    disconnect() {
      player()?.dispose()
      video = { type: 'invalid' }
      source = undefined
    },
  }
}
