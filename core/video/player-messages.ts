import { playerSource, type IframeEmbed } from './video-embed.ts'

export type PlayerCommand = 'play' | 'pause'

/**
 * The message that plays or pauses a YouTube or Vimeo player through `postMessage`, and the origin
 * it may go to; undefined for providers that take no messages.
 */
export function playerMessage(embed: IframeEmbed, command: PlayerCommand): { message: string; targetOrigin: string } | undefined {
  const targetOrigin = new URL(playerSource(embed)).origin
  if (embed.provider === 'YouTube') {
    return { message: JSON.stringify({ event: 'command', func: command === 'play' ? 'playVideo' : 'pauseVideo', args: [] }), targetOrigin }
  }
  if (embed.provider === 'Vimeo') return { message: JSON.stringify({ method: command }), targetOrigin }
  return undefined
}

/** Plays or pauses the player in `iframe`; returns false when its provider cannot be told by message. */
export function commandPlayer(iframe: HTMLIFrameElement, embed: IframeEmbed, command: PlayerCommand): boolean {
  const posted = playerMessage(embed, command)
  if (!posted) return false
  iframe.contentWindow?.postMessage(posted.message, posted.targetOrigin)
  return true
}
