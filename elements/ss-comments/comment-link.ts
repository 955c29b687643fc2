import { pageContext } from '../../core/context/page-context.ts'
import { safeRedirectUrl } from '../../core/forms/safe-redirect.ts'
import type { CommentsConfig } from './schema.ts'

/** The fragment the third-party comment service's thread, and its count script, look for. */
export const THREAD_ANCHOR = '#disqus_thread'

/** The site's comments shortname (website settings of `doc`'s page), when it is one the service could have issued. */
export function commentsShortname(doc: Document = document): string | undefined {
  const shortname = pageContext(doc).websiteSettings?.disqusShortname?.trim()
  return shortname && /^[a-z0-9_-]+$/i.test(shortname) ? shortname : undefined
}

const itemId = (config: CommentsConfig): string | undefined => {
  const context = pageContext()
  const id = config.itemId ?? context.itemId ?? context.item?.id
  return id == null || id === '' ? undefined : String(id)
}

/** The address and thread id of an item's comments link. */
export interface CommentLink {
  href: string
  threadId?: string
}

/**
 * With a comments shortname, the item's thread anchor on the comment service; otherwise the item's own
 * comment anchor, `#comment-{item id}` (the item address alone when the id is unknown).
 */
export function commentLink(config: CommentsConfig, shortname: string | undefined): CommentLink {
  const url = new URL(safeRedirectUrl(config.itemUrl ?? '', document.baseURI) ?? location.href)
  const id = itemId(config)
  if (shortname) {
    url.hash = THREAD_ANCHOR
    return { href: url.href, threadId: id }
  }
  url.hash = id ? `#comment-${id}` : ''
  return { href: url.href }
}
