import type { PageContext } from '../context/page-context-schema.ts'

/** A font the site asks its Typekit kit for: the family's id and its variations (`n4`, `i7`…). */
export interface TypekitFontRequest {
  id: string
  variations: string[]
}

/** The Google Fonts families of the page context, as the font service names them (`Lato:400,700`), once each. */
export function googleFontFamilies(context: PageContext): string[] {
  const fonts = context.googleFonts
  const list = Array.isArray(fonts) ? fonts : Object.values(fonts ?? {})
  const names = list.map((font) => font?.includeName?.trim()).filter((name): name is string => Boolean(name))
  return [...new Set(names)]
}

/** The fonts the page context asks of the Typekit kit; a variation list may come as `'n4,i4'` or as an array. */
export function typekitFontRequests(context: PageContext): TypekitFontRequest[] {
  return (context.typekitFonts ?? []).flatMap((font) => {
    const id = font?.id?.trim()
    if (!id) return []
    const variations = typeof font.variations === 'string' ? font.variations.split(',') : (font.variations ?? [])
    return [{ id, variations: variations.map((variation) => variation.trim()).filter(Boolean) }]
  })
}

/** Whether the page context configures any font: without one, nothing about fonts loads or is requested. */
export function siteHasFonts(context: PageContext): boolean {
  return googleFontFamilies(context).length > 0 || Boolean(context.website?.typekitId) || typekitFontRequests(context).length > 0
}
