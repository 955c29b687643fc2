import { html } from './html.mjs'

/**
 * How the attribute panel edits an attribute, from its manifest type: a checkbox for a boolean, a select for a
 * union of string literals, a number field for a number, a text field otherwise (the block JSON in a text area).
 */
export function controlOf(attribute) {
  const type = attribute.type.trim()
  if (type === 'boolean') return { kind: 'boolean', defaultValue: attribute.default === 'true' }
  if (type === 'number') return { kind: 'number' }
  const literals = stringLiterals(type)
  if (literals) return { kind: 'select', options: literals, defaultValue: stringLiterals(attribute.default ?? '')?.[0] }
  return { kind: attribute.name === 'data-block-json' ? 'json' : 'text' }
}

/** `'a' | "b"` → `['a', 'b']`; undefined unless every member of the union is a string literal. */
function stringLiterals(type) {
  const members = type.split('|').map((member) => member.trim())
  const literal = /^(?:'([^']*)'|"([^"]*)")$/
  if (!members.every((member) => literal.test(member))) return undefined
  return members.map((member) => {
    const [, single, double] = literal.exec(member)
    return single ?? double
  })
}

/**
 * The attribute panel of an element's first example: one control per attribute of the manifest, editing the
 * live element and the snippet `snippetId` (demo/playground.js). It shows from the first paint where scripts
 * run (playground.css), so that nothing below it moves when the script starts; where they do not, it keeps its
 * room but is not shown: a page read without JavaScript shows no dead controls, and its blocks sit where they do
 * with scripts. Its title is no heading: it follows the
 * example, whose own headings would put any level out of order; the form is a landmark that the title names.
 */
export function playgroundPanel(element, exampleId, snippetId) {
  const titleId = `${exampleId}-attributes`
  // The block JSON's text area spans the panel: last, below the small controls.
  const isBlockJson = (attribute) => controlOf(attribute).kind === 'json'
  const attributes = [...element.attributes.filter((attribute) => !isBlockJson(attribute)), ...element.attributes.filter(isBlockJson)]
  return html`<form class="playground" data-tag="${element.tag}" data-snippet="${snippetId}" aria-labelledby="${titleId}">
<p class="playground-title" id="${titleId}">Try its attributes</p>
<p>Each change applies to the element of this example and to its snippet.</p>
<div class="playground-controls">${attributes.map((attribute) => control(attribute, `${exampleId}-attribute-${attribute.name}`))}
</div>
</form>
`
}

function control(attribute, id) {
  const { kind, options, defaultValue } = controlOf(attribute)
  const label = html`<label for="${id}"><code>${attribute.name}</code></label>`
  const common = html`id="${id}" data-attribute="${attribute.name}" data-kind="${kind}"`
  if (kind === 'boolean') {
    return html`
  <p class="playground-control playground-checkbox"><input type="checkbox" ${common}${defaultValue ? html` data-default-on` : ''}> ${label}</p>`
  }
  if (kind === 'select') {
    const unset = defaultValue === undefined ? 'not set' : `not set (${defaultValue})`
    return html`
  <p class="playground-control">${label} <select ${common}><option value="">${unset}</option>${options.map(
    (option) => html`<option>${option}</option>`,
  )}</select></p>`
  }
  if (kind === 'json') return html`
  <p class="playground-control playground-wide">${label} <textarea ${common} rows="3" spellcheck="false"></textarea></p>`
  const type = kind === 'number' ? html`type="number" step="any"` : html`type="text" spellcheck="false"`
  return html`
  <p class="playground-control">${label} <input ${type} ${common}></p>`
}
