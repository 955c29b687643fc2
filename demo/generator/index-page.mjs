import { html, inlineMarkdown, trustedHtml } from './html.mjs'
import { codeBlock } from './layout.mjs'

const QUICK_START_MARKUP = `<ss-accordion expand-first>
  <details>
    <summary>What is ss-elements?</summary>
    <p>Custom elements for published websites. Each one works without JavaScript and gets better with it.</p>
  </details>
  <details>
    <summary>Do I need a framework?</summary>
    <p>No. Write HTML; the elements render themselves into a shadow root.</p>
  </details>
</ss-accordion>`

const QUICK_START = `<script type="module" src="/dist/ss-elements.js"></script>

${QUICK_START_MARKUP}`

const LOADING = `<!-- every element -->
<script type="module" src="/dist/ss-elements.js"></script>

<!-- or one element -->
<script type="module" src="/dist/elements/ss-accordion.js"></script>

<!-- or whichever elements appear on the page, now or later -->
<script type="module" src="/dist/autoloader.js"></script>

<!-- the page context (optional) -->
<script type="application/json" id="ss-context">{ "website": { "id": "w1" } }</script>`

/** The content of `/`: what the library is, a 30-second example and a link to every element's page. */
export function indexPageContent(elements) {
  return html`<h1>ss-elements</h1>
<p class="lead">Web Components for published websites: galleries, forms, cookie consent, popups, maps, video,
accordions and the page runtime. Plain HTML in, accessible and themeable elements out, with the content in
the light DOM so that a page still reads without JavaScript.</p>

<section>
<h2>In 30 seconds</h2>
<p>Load the bundle once, then write the element with its content inside:</p>
${codeBlock({ id: 'quick-start-code', code: QUICK_START, label: 'the 30-second example' })}
<p>The result, live (open an item and watch the event log):</p>
<div class="example-live">
${trustedHtml(QUICK_START_MARKUP)}
</div>
</section>

<section>
<h2>Loading</h2>
${codeBlock({ id: 'loading-code', code: LOADING, label: 'the loading options' })}
<p>React is one shared chunk, loaded once however many entry points a page uses; defining an element twice
does nothing.</p>
</section>

<section>
<h2>What every element does</h2>
<ul>
  <li>Takes its block configuration as JSON in <code>data-block-json</code>; a plain attribute with the
  name of a top-level key (<code>multiple</code>, <code>expand-first</code>) overrides it.</li>
  <li>Keeps its light-DOM children as the content and the fallback, and renders into an open shadow root.</li>
  <li>Fires <code>ss-*</code> events that bubble and cross shadow roots, each with a typed <code>detail</code>.</li>
  <li>With bad configuration, keeps its content visible, logs one <code>console.error</code>, sets
  <code>data-ss-error</code> and fires <code>ss-error</code>.</li>
  <li>Is themed through <code>--ss-*</code> custom properties and <code>::part(…)</code>.</li>
</ul>
</section>

<section>
<h2>Elements</h2>
<ul class="element-list">${elements.map(
  (element) => html`
  <li><a href="/${element.tag}/"><code>&lt;${element.tag}&gt;</code></a> ${inlineMarkdown(element.summary)}</li>`,
)}
</ul>
</section>`
}
