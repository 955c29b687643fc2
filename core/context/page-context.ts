import { parseDroppingInvalidFields } from './drop-invalid-fields.ts'
import { pageContextSchema, type PageContext } from './page-context-schema.ts'
import { PAGE_CONTEXT_SCRIPT_ID, pageContextScriptText } from './page-context-source.ts'

export type { PageContext, WebsiteRoles, WebsiteSettings } from './page-context-schema.ts'
export { PAGE_CONTEXT_SCRIPT_ID } from './page-context-source.ts'

/**
 * Reads the page context: the JSON script `#ss-context`, else `window.SS_CONTEXT`, else `{}`. Never throws.
 * Unparseable JSON logs one error and counts as no script (`window.SS_CONTEXT`, else `{}`); a field of the
 * wrong type is dropped with a warning naming its path, and every other field is kept, including keys this
 * library does not know.
 */
export function readPageContext(doc: Document = document, win: Window = window): PageContext {
  try {
    return (
      parseDroppingInvalidFields(pageContextSchema, readRawContext(doc, win), ({ path, message }) =>
        console.warn(`ss-elements: page context field ${path} was dropped: ${message}`),
      ) ?? {}
    )
  } catch (error) {
    // Only a hostile `window.SS_CONTEXT` (a throwing getter, a revoked proxy) gets here.
    console.error('ss-elements: the page context could not be read:', error)
    return {}
  }
}

function readRawContext(doc: Document, win: Window): unknown {
  const text = pageContextScriptText(doc)
  if (text !== '') {
    try {
      return JSON.parse(text)
    } catch (error) {
      console.error(`ss-elements: #${PAGE_CONTEXT_SCRIPT_ID} is not valid JSON: ${(error as Error).message}`)
    }
  }
  return win.SS_CONTEXT ?? {}
}

let cached: PageContext | undefined

/** The page context of this page, read once on first use. */
export function pageContext(): PageContext {
  cached ??= readPageContext()
  return cached
}

/**
 * The page context of the page `doc` belongs to: this page's (`pageContext()`), or, for another document (a block
 * server-rendered in its own document), that document's, read on each call.
 */
export function documentPageContext(doc: Document): PageContext {
  return doc === globalThis.document ? pageContext() : readPageContext(doc, (doc.defaultView ?? {}) as Window)
}

/** Forgets the context read by `pageContext()`, so that the next call reads the page again (tests, page swaps). */
export function resetPageContext(): void {
  cached = undefined
}

/** The store currency of the site, USD when the settings do not say. */
export function selectedCurrency(context: PageContext = pageContext()): string {
  return context.websiteSettings?.storeSettings?.selectedCurrency ?? 'USD'
}
