const sheets = new Map<string, CSSStyleSheet>()

/** One constructed stylesheet per distinct CSS text, shared by every instance of an element. */
export function adoptStyles(root: ShadowRoot, cssText: string): void {
  let sheet = sheets.get(cssText)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(cssText)
    sheets.set(cssText, sheet)
  }
  root.adoptedStyleSheets = [sheet]
}
