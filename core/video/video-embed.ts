import { parseInertHtml } from '../html/inert-html.ts'
import { providerOf, type VideoProvider } from './providers.ts'

/** A provider's player, read out of embed markup: everything the page will ever use from that markup. */
export interface IframeEmbed {
  type: 'iframe'
  provider: VideoProvider
  src: string
  title?: string
  /** width / height, from the iframe's own width and height when it gives both. */
  ratio?: number
}

/** An embed is an iframe of a listed provider, a non-embed video (a `<video>` or `<object>`), or invalid. */
export type VideoEmbed = IframeEmbed | UnplayableEmbed

/** What no player can be built from: a non-embed video, or anything else. */
export type UnplayableEmbed = { type: 'object' } | { type: 'invalid' }

/**
 * Reads embed markup (a slide's `data-html`) without ever putting it in the page: it is parsed into a document
 * of its own (no script runs, no image loads), and only the first iframe's https `src` on a listed provider's
 * host, its title and its proportions are kept. The page then builds a fresh iframe from those. `within`: the
 * document whose parser reads it (a server render's), this page's by default.
 */
export function readVideoEmbed(html: string, within?: Document): VideoEmbed {
  const parsed = parseInertHtml(html, within)
  const iframe = parsed.querySelector('iframe')
  if (!iframe) return parsed.querySelector('video, object, embed') ? { type: 'object' } : { type: 'invalid' }
  let url: URL
  try {
    url = new URL(iframe.getAttribute('src')?.trim() ?? '')
  } catch {
    return { type: 'invalid' }
  }
  const provider = providerOf(url)
  if (!provider) return { type: 'invalid' }
  const width = Number(iframe.getAttribute('width'))
  const height = Number(iframe.getAttribute('height'))
  const title = iframe.getAttribute('title')?.trim()
  return {
    type: 'iframe',
    provider,
    src: url.href,
    ...(title ? { title } : {}),
    ...(width > 0 && height > 0 ? { ratio: width / height } : {}),
  }
}

/** YouTube's player host that sets no cookie until the visitor plays. */
export const YOUTUBE_PRIVATE_HOST = 'www.youtube-nocookie.com'

/**
 * The player address: it starts playing on load, YouTube and Vimeo answer posted messages, and each provider
 * is asked not to track the visitor (YouTube's no-cookie host, Vimeo's `dnt`, Wistia's `doNotTrack`).
 */
export function playerSource(embed: IframeEmbed): string {
  const url = new URL(embed.src)
  url.searchParams.set('autoplay', '1')
  if (embed.provider === 'YouTube') {
    url.hostname = YOUTUBE_PRIVATE_HOST
    url.searchParams.set('enablejsapi', '1')
  }
  if (embed.provider === 'Vimeo') {
    url.searchParams.set('api', '1')
    url.searchParams.set('dnt', '1')
  }
  if (embed.provider === 'Wistia') url.searchParams.set('doNotTrack', 'true')
  return url.href
}
