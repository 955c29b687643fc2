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

let cached = new WeakMap<Document, PageContext>()

/**
 * The page context of the page `doc` is (this page by default), read once on first use. A block passes its
 * element's document: on the server, each block lives in a document of its own, which holds the context.
 */
export function pageContext(doc: Document = document): PageContext {
  let context = cached.get(doc)
  if (!context) {
    context = readPageContext(doc, doc.defaultView ?? ({} as Window))
    cached.set(doc, context)
  }
  return context
}

/** Forgets the contexts read by `pageContext()`, so that the next call reads the page again (tests, page swaps). */
export function resetPageContext(): void {
  cached = new WeakMap()
}

/** The store currency of the site, USD when the settings do not say. */
export function selectedCurrency(context: PageContext = pageContext()): string {
  return context.websiteSettings?.storeSettings?.selectedCurrency ?? 'USD'
}
