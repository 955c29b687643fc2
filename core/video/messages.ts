import type { UnplayableEmbed } from './video-embed.ts'

/** What a video that cannot play says, word for word as the platform says it. */
export const VIDEO_MESSAGES = {
  invalidEmbed: 'Invalid video embed.',
  customImageNeedsEmbed:
    'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
  vimeoBasicUnsupported: 'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
} as const

/**
 * What a video that cannot play shows instead: a non-embed video (a `<video>` or `<object>`) given a custom
 * poster is told that posters need an embed; anything else is an invalid embed.
 */
export function unplayableMessage(embed: UnplayableEmbed, hasCustomImage: boolean): string {
  return embed.type === 'object' && hasCustomImage ? VIDEO_MESSAGES.customImageNeedsEmbed : VIDEO_MESSAGES.invalidEmbed
}
