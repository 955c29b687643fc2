/** Google's font stylesheet service (its first API, whose `family` list takes `Name:variants` joined by `|`). */
export const GOOGLE_FONTS_URL = 'https://fonts.googleapis.com/css'

/**
 * The address of one stylesheet for every family, with `display=swap`: text shows at once in a fallback
 * font and takes the web font when it arrives, instead of staying invisible while it loads. `base` is absolute.
 */
export function googleFontsHref(base: string, families: readonly string[]): string {
  const url = new URL(base)
  url.searchParams.set('family', families.join('|'))
  url.searchParams.set('display', 'swap')
  return url.href
}
