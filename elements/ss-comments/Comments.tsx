import { useLayoutEffect } from 'react'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { commentLink, commentsShortname } from './comment-link.ts'
import { countComments } from './count-script.ts'
import { whenCountIsDue } from './count-trigger.ts'
import type { CommentsConfig } from './schema.ts'

const THREAD_ID_ATTRIBUTE = 'data-disqus-identifier'

/** Sets attribute `name` to `value`, or removes it when `value` is null. */
function setAttribute(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name)
  else element.setAttribute(name, value)
}

/**
 * Gives the element's link (the first one of its light DOM, or one added with `label` as its text) the address
 * of `link`, and gives it back as the author wrote it when the element leaves the page or the address changes.
 * The address is the page's: only the browser knows it, so it is read in the effect, never while rendering.
 */
function useCommentLink(element: HTMLElement, config: CommentsConfig, shortname: string | undefined): void {
  const { label } = config
  useLayoutEffect(() => {
    const { href, threadId } = commentLink(config, shortname)
    const authored = element.querySelector<HTMLAnchorElement>(':scope > a')
    const link = authored ?? element.appendChild(document.createElement('a'))
    if (!authored) link.textContent = label
    const written = { href: link.getAttribute('href'), threadId: link.getAttribute(THREAD_ID_ATTRIBUTE) }
    link.href = href
    setAttribute(link, THREAD_ID_ATTRIBUTE, threadId ?? null)
    return () => {
      if (!authored) {
        link.remove()
        return
      }
      setAttribute(link, 'href', written.href)
      setAttribute(link, THREAD_ID_ATTRIBUTE, written.threadId)
    }
  }, [element, label, config, shortname])
}

/**
 * `<ss-comments>`: the link stays in the light DOM, where the comment service's count script (which reads the
 * page's document) finds it and writes the count into it; the shadow root only shows it.
 */
export function Comments({ config, host }: ElementProps<CommentsConfig>) {
  const shortname = commentsShortname(host.element.ownerDocument)
  useCommentLink(host.element, config, shortname)
  useLayoutEffect(() => {
    if (shortname) return whenCountIsDue(host.element, () => countComments(shortname))
  }, [host, shortname])
  return <slot />
}
