import { httpUrl } from '../../core/share/page-url.ts'
import { pinUrl } from '../../core/share/pin-url.ts'
import type { ShareNetwork } from './schema.ts'

export { httpUrl, pageUrl } from '../../core/share/page-url.ts'

/** What is shared: absolute http(s) addresses and a title. */
export interface SharedPage {
  url: string
  title: string
  image?: string
}

/** The name each network shows. */
export const NETWORK_NAMES: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  reddit: 'Reddit',
  whatsapp: 'WhatsApp',
  email: 'Email',
}

const withQuery = (base: string, query: Record<string, string | undefined>) => {
  const url = new URL(base)
  for (const [key, value] of Object.entries(query)) if (value) url.searchParams.set(key, value)
  return url.href
}

/** Each network's own share address: a plain link, so nothing of the network loads before a visitor follows it. */
export function shareLink(network: ShareNetwork, page: SharedPage): string {
  const { url, title, image } = page
  switch (network) {
    case 'facebook':
      return withQuery('https://www.facebook.com/sharer/sharer.php', { u: url })
    case 'x':
      return withQuery('https://x.com/intent/post', { url, text: title })
    case 'linkedin':
      return withQuery('https://www.linkedin.com/sharing/share-offsite/', { url })
    case 'pinterest':
      return pinUrl({ url, media: image, description: title })
    case 'reddit':
      return withQuery('https://www.reddit.com/submit', { url, title })
    case 'whatsapp':
      return withQuery('https://wa.me/', { text: title ? `${title} ${url}` : url })
    case 'email':
      // mailto wants %20 for spaces: URLSearchParams would write '+', which mail programs show as is.
      return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`
  }
}

export const pageImage = () => httpUrl(document.querySelector('meta[property="og:image"]')?.getAttribute('content'))
