// The server's HTML is drawn in the shadow root, out of the page's style sheets: these rules lay out the
// reference server's markup (a list of pictures, a list of events) and keep any picture inside the block.
export const widgetStyles = /* css */ `
  :host {
    --ss-widget-gap: 0.75rem;
    --ss-widget-column-width: 10rem;
  }
  [part~='box'] {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
  }
  [part~='box'] > * {
    grid-area: 1 / 1;
  }
  [part~='box'] > slot {
    display: block;
  }
  [part~='reserve'] {
    visibility: hidden;
  }
  [part~='reserve'] > .feed-item {
    aspect-ratio: 1;
  }
  [part~='reserve'] > .summary-item {
    block-size: calc(1lh + 0.875lh);
  }
  [part~='content'] img {
    display: block;
    max-width: 100%;
    height: auto;
  }
  .feed-item img {
    inline-size: 100%;
  }
  .summary-items {
    line-height: 1.5;
  }
  [part~='content'] ul,
  [part~='reserve'] {
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
