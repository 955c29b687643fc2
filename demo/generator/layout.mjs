import { html, htmlText } from './html.mjs'

/** What an element's page loads: the site's script (event log, Copy buttons), every element, the attribute panel. */
const ELEMENT_PAGE_ASSETS = {
  stylesheets: ['/site.css', '/playground.css'],
  scripts: ['/site.js', '/dist/ss-elements.js', '/playground.js'],
}

/**
 * A whole demo page, on the library's theme: header with the theme switcher and the navigation (overview, the guides, each element, the site statistics, the demo store, the site editor), the page's
 * content in <main>, and, unless `eventLog` is false, the event log, which listens for `eventNames` (every
 * event the manifest documents) as they reach `window`. `assets` replaces the stylesheets and module scripts
 * an element's page loads.
 */
export function page({ title, elements, currentPath, eventNames, content, assets = ELEMENT_PAGE_ASSETS, eventLog = true }) {
  const link = (href, label) => html`<li><a href="${href}"${currentPath === href ? html` aria-current="page"` : ''}>${label}</a></li>`
  return `<!doctype html>\n${htmlText(html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/dist/themes/ss-theme.css">
<script src="/theme-switcher.js"></script>
${assets.stylesheets.map((href) => html`<link rel="stylesheet" href="${href}">`)}
${assets.scripts.map((src) => html`<script type="module" src="${src}"></script>`)}
</head>
<body>
<a class="skip-link" href="#content">Skip to content</a>
<header class="site-header">
  <a class="brand" href="/">ss-elements</a>
  <p class="theme-switcher">
    <label for="theme-choice">Theme</label>
    <select id="theme-choice" class="theme-choice">
      <option value="system">System</option>
      <option value="light">Light</option>
      <option value="dark">Dark</option>
    </select>
  </p>
  <nav aria-label="Documentation">
    <ul>
      ${link('/', 'Overview')}
      ${link('/docs/', 'Guides')}
      ${elements.map((element) => link(`/${element.tag}/`, `<${element.tag}>`))}
      ${link('/stats/', 'Site statistics')}
      ${link('/store/', 'Demo store')}
      ${link('/editor/', 'Site editor')}
    </ul>
  </nav>
</header>
<div class="${eventLog ? 'layout' : 'layout layout-single'}">
<main id="content" tabindex="-1">
${content}
</main>
${eventLog ? eventLogAside(eventNames) : ''}
</div>
<footer class="site-footer">
  <p>Generated from <code>custom-elements.json</code> and each element’s <code>demo.html</code> by <code>scripts/build-demo.mjs</code>.</p>
</footer>
</body>
</html>
`)}`
}

function eventLogAside(eventNames) {
  return html`<aside class="event-log" aria-labelledby="event-log-title" data-event-names="${eventNames.join(' ')}">
  <h2 id="event-log-title">Event log</h2>
  <p>Every <code>ss-*</code> event that reaches <code>window</code>, newest first, with its <code>detail</code>.</p>
  <button type="button" class="clear-log">Clear the log</button>
  <div class="event-log-entries" role="log" aria-labelledby="event-log-title">
    <p class="event-log-empty">No events yet: use an element on this page.</p>
    <ol reversed></ol>
  </div>
</aside>`
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
