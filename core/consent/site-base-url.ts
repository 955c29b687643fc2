import { pageContextScriptText } from '../context/page-context-source.ts'

/**
 * `website.baseUrl` of the page context, read without validating the rest of it: the banner is on every page
 * and the page context's zod schema would weigh as much as the banner itself. Undefined when unset.
 */
export function rawSiteBaseUrl(doc: Document = document): string | undefined {
  try {
    const text = pageContextScriptText(doc)
    const context = text ? JSON.parse(text) : window.SS_CONTEXT
    const baseUrl = context?.website?.baseUrl
    return typeof baseUrl === 'string' && baseUrl !== '' ? baseUrl : undefined
  } catch {
    return undefined
  }
}
