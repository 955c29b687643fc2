/**
 * The blog post URL format an editor typed, cleaned: lower case, spaces become hyphens, characters other
 * than letters, digits, `-`, `/` and the tokens `%y` (year), `%m` (month), `%d` (day) and `%t` (title) are
 * removed, and repeated hyphens or slashes collapse into one. `'%Y/%M/%T'` gives `'%y/%m/%t'`.
 */
export function blogUrlToken(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/%(?![ymdt])/g, '')
    .replace(/[^a-z0-9\-/%]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/\/{2,}/g, '/')
}
