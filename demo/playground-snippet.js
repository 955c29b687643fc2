// Rewrites one attribute of an element's opening tag in a snippet's text, leaving the rest as written.

const ATTRIBUTE = /\s+([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/y

/**
 * `snippet` with the first `<tag …>` given `name` as `value`: `true` writes the bare name (a presence boolean),
 * a string writes `name="value"` (in single quotes when the value holds double quotes only, as block JSON
 * does), `null` removes it. An attribute already there keeps its place; a new one goes last. Returns the
 * snippet unchanged when it has no such tag.
 */
export function setSnippetAttribute(snippet, tag, name, value) {
  const opening = openingTag(snippet, tag)
  if (!opening) return snippet
  const present = opening.attributes.find((attribute) => attribute.name.toLowerCase() === name.toLowerCase())
  const written = value === null ? '' : ` ${name}${value === true ? '' : `=${quoted(value)}`}`
  const [start, end] = present ? [present.start, present.end] : [opening.attributesEnd, opening.attributesEnd]
  return snippet.slice(0, start) + written + snippet.slice(end)
}

/** Whether `snippet` has a `<tag …>` whose attributes the panel can edit. */
export const snippetHasTag = (snippet, tag) => openingTag(snippet, tag) !== undefined

/** The first `<tag …>` of `text`: its attributes' names and spans, and where its attribute list ends. */
function openingTag(text, tag) {
  const start = new RegExp(`<${tag}(?=[\\s/>])`, 'i')
  const match = start.exec(text)
  if (!match) return undefined
  const attributes = []
  ATTRIBUTE.lastIndex = match.index + match[0].length
  for (let found = ATTRIBUTE.exec(text); found; found = ATTRIBUTE.exec(text)) {
    attributes.push({ name: found[1], start: found.index, end: ATTRIBUTE.lastIndex })
  }
  const attributesEnd = attributes.at(-1)?.end ?? match.index + match[0].length
  return { attributes, attributesEnd }
}

function quoted(value) {
  const text = String(value).replaceAll('&', '&amp;')
  if (text.includes('"') && !text.includes("'")) return `'${text}'`
  return `"${text.replaceAll('"', '&quot;')}"`
}
