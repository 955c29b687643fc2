// The server's HTML is drawn in the shadow root, out of the page's style sheets: these rules lay out the
// reference server's markup (a list of pictures, a list of events) and keep any picture inside the block.
export const widgetStyles = /* css */ `
  :host {
    --ss-widget-gap: 0.75rem;
    --ss-widget-column-width: 10rem;
  }
  [part~='content'] img {
    display: block;
    max-width: 100%;
    height: auto;
  }
  [part~='content'] ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .feed-items {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(var(--ss-widget-column-width), 1fr));
    gap: var(--ss-widget-gap);
  }
  .summary-item + .summary-item {
    margin-top: var(--ss-widget-gap);
  }
  .summary-meta {
    display: block;
    font-size: 0.875em;
  }
`
