import { html, htmlText } from './html.mjs'

/**
 * A whole demo page: header with the element navigation, the page's content in <main>, and the event log,
 * which listens for `eventNames` (every event the manifest documents) as they reach `window`.
 */
export function page({ title, elements, currentPath, eventNames, content }) {
  const link = (href, label) => html`<li><a href="${href}"${currentPath === href ? html` aria-current="page"` : ''}>${label}</a></li>`
  return `<!doctype html>\n${htmlText(html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/site.css">
<script type="module" src="/site.js"></script>
<script type="module" src="/dist/ss-elements.js"></script>
</head>
<body>
<a class="skip-link" href="#content">Skip to content</a>
<header class="site-header">
  <a class="brand" href="/">ss-elements</a>
  <nav aria-label="Documentation">
    <ul>
      ${link('/', 'Overview')}
      ${elements.map((element) => link(`/${element.tag}/`, `<${element.tag}>`))}
    </ul>
  </nav>
</header>
<div class="layout">
<main id="content" tabindex="-1">
${content}
</main>
<aside class="event-log" aria-labelledby="event-log-title" data-event-names="${eventNames.join(' ')}">
  <h2 id="event-log-title">Event log</h2>
  <p>Every <code>ss-*</code> event that reaches <code>window</code>, newest first, with its <code>detail</code>.</p>
  <button type="button" class="clear-log">Clear the log</button>
  <div class="event-log-entries" role="log" aria-labelledby="event-log-title">
    <p class="event-log-empty">No events yet: use an element on this page.</p>
    <ol reversed></ol>
  </div>
</aside>
</div>
<footer class="site-footer">
  <p>Generated from <code>custom-elements.json</code> and each element’s <code>demo.html</code> by <code>scripts/build-demo.mjs</code>.</p>
</footer>
</body>
</html>
`)}`
}

/** A code block with a Copy button; `label` completes the button's accessible name ("Copy the … example"). */
export function codeBlock({ id, code, label }) {
  return html`<div class="snippet">
  <pre id="${id}" tabindex="0"><code>${code}</code></pre>
  <p class="snippet-actions">
    <button type="button" class="copy-button" data-copy="${id}">Copy<span class="visually-hidden"> ${label}</span></button>
    <span class="copy-status" role="status"></span>
  </p>
</div>`
}
