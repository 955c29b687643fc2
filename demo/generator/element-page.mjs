import { snippetHasTag } from '../playground-snippet.js'
import { apiTables } from './api-tables.mjs'
import { html, inlineMarkdown, slug, trustedHtml } from './html.mjs'
import { codeBlock } from './layout.mjs'
import { playgroundPanel } from './playground.mjs'

/**
 * The content of `/<tag>/`: summary, each hand-written example live and as a snippet (the first with a panel
 * editing its element's attributes, when its snippet holds the element), then the API tables.
 */
export function elementPageContent(element, examples) {
  return html`<h1><code>&lt;${element.tag}&gt;</code></h1>
<p class="lead">${inlineMarkdown(element.summary)}</p>
${element.description ? html`<p>${inlineMarkdown(element.description)}</p>` : ''}
<section class="examples">
<h2>Examples</h2>
${examples.length === 0 ? html`<p>No live examples yet: add <code>elements/${element.tag}/demo.html</code>.</p>` : ''}
${examples.map((example, i) => exampleBlock(element, example, i === 0 && snippetHasTag(example.code, element.tag)))}
</section>
${apiTables(element)}`
}

function exampleBlock(element, { title, code }, withPlayground) {
  const id = `example-${slug(title)}`
  return html`<section class="example" id="${id}">
<h3>${title}</h3>
<div class="example-live">
${trustedHtml(code)}
</div>
${codeBlock({ id: `${id}-code`, code, label: `the “${title}” example` })}
${withPlayground ? playgroundPanel(element, id, `${id}-code`) : ''}</section>
`
}
