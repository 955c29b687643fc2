import { pageCookieSettings } from '../consent/page-cookie-settings.ts'
import { badgeType } from '../context/badge-type.ts'
import type { PageContext } from '../context/page-context.ts'

/** One element of the site's chrome: when the site's settings ask for it, and what it is made with. */
interface SiteChromePiece {
  tag: string
  /** The block JSON the settings ask the element for, `{}` for none of its own; undefined: not asked for. */
  blockJson(context: PageContext): object | undefined
  /** Its light DOM, for an element whose content the page context does not carry. */
  content?: (doc: Document) => Node
  /** The top of the page (the announcement bar), else its end. */
  first?: boolean
}

const hasText = (settings: object) => Object.values(settings).some((value) => typeof value === 'string' && value.trim() !== '')

/** The site chrome, in the order the runtime adds it. */
const SITE_CHROME: readonly SiteChromePiece[] = [
  {
    tag: 'ss-cookie-banner',
    blockJson: (context) => {
      const settings = pageCookieSettings(context)
      return settings?.['isCookieBannerEnabled'] === true ? settings : undefined
    },
  },
  {
    tag: 'ss-announcement-bar',
    blockJson: ({ showAnnouncementBar }) => (showAnnouncementBar === true ? {} : undefined),
    first: true,
  },
  {
    tag: 'ss-popup',
    blockJson: ({ websiteSettings }) => websiteSettings?.popupOverlaySettings ?? undefined,
  },
  {
    // The bar reads the site's settings itself; settings with nothing to show would load it for an empty bar.
    tag: 'ss-mobile-info-bar',
    blockJson: ({ websiteSettings }) => {
      const settings = websiteSettings?.mobileInfoBarSettings
      return settings && hasText(settings) ? {} : undefined
    },
  },
  {
    // The badge reads `ssBadgeType` itself; an unknown type is the default black badge, as the element has it.
    tag: 'ss-badge',
    blockJson: ({ websiteSettings }) => {
      const setting = websiteSettings?.ssBadgeType
      return setting != null && badgeType(setting) !== 'none' ? {} : undefined
    },
    content: (doc) => Object.assign(doc.createElement('a'), { href: 'https://github.com/ss-elements/ss-elements', textContent: 'Made with ss-elements' }),
  },
]

/**
 * Adds the site's chrome that its settings ask for: the cookie banner when
 * `isCookieBannerEnabled` in the page's cookie settings (`pageCookieSettings`), the announcement bar when `showAnnouncementBar`, the popup with
 * `popupOverlaySettings`, the mobile info bar when `mobileInfoBarSettings` has something to show, the badge
 * when `ssBadgeType` is set and not `none`. Each is added once, only where the page has no element of that
 * tag, and names its element by its tag alone: the element's own code loads when it connects, nothing else.
 * Returns a function that removes what was added.
 */
export function showSiteChrome(context: PageContext, doc: Document = document): () => void {
  const added: Element[] = []
  for (const piece of SITE_CHROME) {
    const blockJson = piece.blockJson(context)
    if (blockJson === undefined || doc.querySelector(piece.tag)) continue
    const element = doc.createElement(piece.tag)
    if (Object.keys(blockJson).length > 0) element.setAttribute('data-block-json', JSON.stringify(blockJson))
    if (piece.content) element.append(piece.content(doc))
    if (piece.first) doc.body.prepend(element)
    else doc.body.append(element)
    added.push(element)
  }
  return () => {
    for (const element of added.splice(0)) element.remove()
  }
}
