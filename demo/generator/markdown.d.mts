// Types for markdown.mjs, which the Node scripts import as plain JavaScript and the unit tests as typed.
import type { HtmlFragment } from './html.mjs'
export function markdownToHtml(
  markdown: string,
  options?: { resolveLink?: (href: string) => string | undefined; idPrefix?: string },
): HtmlFragment
