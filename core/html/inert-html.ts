import { libraryPolicy } from './trusted-types.ts'

/**
 * Parses author HTML into a document of its own. Such a document has no browsing context: no script in it
 * runs, no image or frame loads, no handler fires. Read it, never insert its nodes into the page. The parser is
 * that of `within`'s window (a server render's document has its own), else this window's.
 */
export function parseInertHtml(html: string, within?: Document): Document {
  const Parser = within?.defaultView?.DOMParser ?? DOMParser
  // DOMParser takes TrustedHTML under Trusted Types; the DOM typings know only strings.
  return new Parser().parseFromString(libraryPolicy().createHTML(html) as string, 'text/html')
}
