// HTML building for the demo generator: every interpolated value is escaped unless it was built as HTML.
const HTML = Symbol('html')

/** Marks text as HTML to insert as it is: only for markup this repository wrote, never for manifest text. */
export const trustedHtml = (text) => ({ [HTML]: String(text) })

/** A template literal whose `${values}` are escaped; arrays are joined, null/undefined/false write nothing. */
export function html(strings, ...values) {
  return trustedHtml(strings.reduce((out, string, i) => out + interpolate(values[i - 1]) + string))
}

export const htmlText = (fragment) => fragment[HTML]

const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (character) => ENTITIES[character])
}

/** Manifest descriptions are Markdown-ish: `code` spans become <code>, everything else is escaped text. */
export function inlineMarkdown(text = '') {
  const parts = String(text).split(/`([^`]+)`/)
  return html`${parts.map((part, i) => (i % 2 === 1 ? html`<code>${part}</code>` : part))}`
}

/** A fragment id from a title: `Themed with ::part` → `themed-with-part`. */
export function slug(text) {
  return String(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

function interpolate(value) {
  if (value === undefined || value === null || value === false) return ''
  if (Array.isArray(value)) return value.map(interpolate).join('')
  if (typeof value === 'object' && HTML in value) return value[HTML]
  return escapeHtml(value)
}
