/** The video providers a page may embed, and the hosts their players are served from. */
export const VIDEO_PROVIDERS = {
  YouTube: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com'],
  Vimeo: ['player.vimeo.com'],
  Wistia: ['fast.wistia.net', 'fast.wistia.com'],
  Animoto: ['animoto.com', 'www.animoto.com', 'embed.animoto.com'],
} as const satisfies Record<string, readonly string[]>

export type VideoProvider = keyof typeof VIDEO_PROVIDERS

/** The provider whose player `url` is: an https address on one of its hosts; undefined for anything else. */
export function providerOf(url: URL): VideoProvider | undefined {
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return undefined
  const entries = Object.entries(VIDEO_PROVIDERS) as Array<[VideoProvider, readonly string[]]>
  return entries.find(([, hosts]) => hosts.includes(url.hostname))?.[0]
}
