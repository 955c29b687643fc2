/**
 * What every element's shadow root gets before its own styles: a block box by default, and the `hidden`
 * attribute winning over any `display` an element's styles give, on the host and inside.
 */
export const hostStyles = /* css */ `
  :host {
    display: block;
  }
  :host([hidden]),
  [hidden] {
    display: none !important;
  }
`
