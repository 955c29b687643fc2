import { rebuildHtml } from '../../core/html/rebuild-html.ts'

/**
 * The banner message as nodes to show: plain text as it is; markup rebuilt, in a `<div>` of its own, keeping
 * only paragraphs, line breaks, emphasis and safe links. (An allow-list rebuild rather than DOMPurify, which
 * would weigh more than the rest of the banner.)
 */
export function messageContent(text: string): string | HTMLElement {
  if (!/[<&]/.test(text)) return text
  const container = document.createElement('div')
  container.append(rebuildHtml(text))
  return container
}
