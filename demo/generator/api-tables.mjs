import { html, inlineMarkdown } from './html.mjs'

const code = (text) => html`<code>${text}</code>`
/** Names of attributes, properties, events, parts: kept on one line where there is room. */
const name = (text) => html`<code class="name">${text}</code>`
const slotName = (text) => (text ? name(text) : html`(default)`)

/** The API reference of one element, one table per kind, each generated from the manifest. */
export function apiTables(element) {
  return [
    table('Attributes', element.attributes, [
      ['Attribute', 'name', name],
      ['Property', 'property', name],
      ['Type', 'type', code],
      ['Default', 'default', code],
      ['Description', 'description', inlineMarkdown],
    ]),
    table('Properties', element.properties, [
      ['Property', 'name', name],
      ['Type', 'type', code],
      ['Description', 'description', inlineMarkdown],
    ]),
    table('Methods', element.methods, [
      ['Method', 'signature', code],
      ['Description', 'description', inlineMarkdown],
    ]),
    table('Events', element.events, [
      ['Event', 'name', name],
      ['detail', 'detail', code],
      ['Description', 'description', inlineMarkdown],
    ]),
    table('Slots', element.slots, [
      ['Slot', 'name', slotName],
      ['Description', 'description', inlineMarkdown],
    ]),
    table('CSS parts', element.cssParts, [
      ['Part', 'name', name],
      ['Description', 'description', inlineMarkdown],
    ]),
    table('CSS custom properties', element.cssProperties, [
      ['Property', 'name', name],
      ['Default', 'default', code],
      ['Description', 'description', inlineMarkdown],
    ]),
  ]
}

/** A table of `rows`; a column other than the first is left out when no row has a value for it. */
function table(title, rows, columns) {
  const heading = html`<h2>${title}</h2>`
  if (rows.length === 0) return html`<section class="api">${heading}<p>None.</p></section>\n`
  const shown = columns.filter(([, key], i) => i === 0 || rows.some((row) => row[key]))
  return html`<section class="api">
${heading}
<div class="table-scroll" role="region" aria-label="${title} table" tabindex="0"><table>
  <thead><tr>${shown.map(([header]) => html`<th scope="col">${header}</th>`)}</tr></thead>
  <tbody>${rows.map((row) => html`\n    <tr>${shown.map(([, key, format], i) => html`<td>${i === 0 || row[key] ? format(row[key]) : ''}</td>`)}</tr>`)}
  </tbody>
</table></div>
</section>
`
}
