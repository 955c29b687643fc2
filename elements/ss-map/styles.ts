export const mapStyles = /* css */ `
  :host {
    --ss-map-height: 400px;
  }
  [part='base'] {
    position: relative;
    height: var(--ss-map-height);
  }
  [part='map'],
  .address {
    position: absolute;
    inset: 0;
  }
  .address {
    overflow: auto;
  }
  /* Laid out, so that the maps script can draw into it, but not seen under the address until it is usable. */
  [data-state='waiting'] [part='map'] {
    visibility: hidden;
  }
  [part='address'] {
    display: flex;
    flex-direction: column;
    gap: 0.25em;
    font-style: normal;
  }
  [part='address'] span:first-child {
    font-weight: var(--ss-font-weight-semibold, 600);
  }
`
