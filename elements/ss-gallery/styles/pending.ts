/**
 * The shadow root's styles while the gallery's implementation is still loading, when it shows the light-DOM
 * slides through a `<slot>`: only the first slide is laid out, in its own box, so that a page of a thousand
 * slides lays out one figure, and the gallery's height before and after the upgrade is about that of a slide.
 */
export const galleryPendingStyles = /* css */ `
  :host {
    display: block;
  }
  ::slotted(:not(:first-child)) {
    display: none !important;
  }
  ::slotted(figure:first-child) {
    margin: 0;
  }
`
