import { libraryPolicy } from './trusted-types.ts'

/**
 * Parses author HTML into a document of its own. Such a document has no browsing context: no script in it
 * runs, no image or frame loads, no handler fires. Read it, never insert its nodes into the page.
 */
export function parseInertHtml(html: string): Document {
  // DOMParser takes TrustedHTML under Trusted Types; the DOM typings know only strings.
  return new DOMParser().parseFromString(libraryPolicy().createHTML(html) as string, 'text/html')
}
