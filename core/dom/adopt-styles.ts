import { hostStyles } from './host-styles.ts'

const sheets = new Map<string, CSSStyleSheet>()

function sheetFor(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(cssText)
    sheets.set(cssText, sheet)
  }
  return sheet
}

/**
 * Gives a shadow root the host base styles, then `cssText`: one constructed stylesheet per distinct CSS text,
 * shared by every instance of every element.
 */
export function adoptStyles(root: ShadowRoot, cssText: string): void {
  root.adoptedStyleSheets = [sheetFor(hostStyles), sheetFor(cssText)]
}

/** Adds `cssText` to what a shadow root has adopted: the styles of a part that loads later (the lightbox's). */
export function adoptMoreStyles(root: ShadowRoot, cssText: string): void {
  const sheet = sheetFor(cssText)
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
}
