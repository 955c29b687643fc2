declare global {
  interface Window {
    /** The page context, for pages that set it from a script rather than the `#ss-context` JSON script. */
    SS_CONTEXT?: unknown
  }
}

export const PAGE_CONTEXT_SCRIPT_ID = 'ss-context'

/** The text of the `#ss-context` JSON script; '' when it is missing or holds only whitespace. */
export function pageContextScriptText(doc: Document = document): string {
  const text = doc.getElementById(PAGE_CONTEXT_SCRIPT_ID)?.textContent ?? ''
  return text.trim() === '' ? '' : text
}

/**
 * True when the page carries a page context at all: a non-blank `#ss-context` or a `window.SS_CONTEXT`. Kept
 * apart from the parser, so that a page without one never loads the schema.
 */
export function hasPageContext(doc: Document = document, win: Window = window): boolean {
  return pageContextScriptText(doc) !== '' || win.SS_CONTEXT != null
}
