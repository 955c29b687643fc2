export const accordionStyles = /* css */ `
  :host {
    --ss-accordion-gap: 0px;
    --ss-accordion-divider: 1px solid color-mix(in srgb, currentColor 20%, transparent);
  }
  [part~='base'] {
    display: flex;
    flex-direction: column;
    gap: var(--ss-accordion-gap);
  }
  /* A server-rendered accordion shows its <details> until it upgrades: the same dividers, so nothing moves. */
  ::slotted([data-state]),
  ::slotted(details) {
    border-block-end: var(--ss-accordion-divider);
  }
`

/**
 * The upgraded items' defaults, in the light DOM: a heading and a button that look like the `<summary>` they
 * replace, with a marker that turns as the item opens (its empty alternative text keeps it out of the button's
 * name). They sit in a cascade layer, so every unlayered rule of the page and of the theme wins over them,
 * though this sheet is adopted after the page's own.
 */
export const accordionLightDomStyles = /* css */ `
@layer ss-accordion-defaults {
  :where(ss-accordion > [data-state] > :is(h1, h2, h3, h4, h5, h6)) {
    margin: 0;
    font: inherit;
  }
  :where(ss-accordion > [data-state] > * > button[aria-expanded]) {
    display: block;
    inline-size: 100%;
    margin: 0;
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  :where(ss-accordion > [data-state] > * > button[aria-expanded])::before {
    content: '▸' / '';
    display: inline-block;
    margin-inline-end: 0.4em;
    /* The marker's fallback font would make the line taller than the summary it replaces. */
    line-height: 1;
    transition: rotate 250ms;
  }
  :where(ss-accordion > [data-state='open'] > * > button[aria-expanded])::before {
    rotate: 90deg;
  }
  @media (prefers-reduced-motion: reduce) {
    :where(ss-accordion > [data-state] > * > button[aria-expanded])::before {
      transition: none;
    }
  }
}
`

let lightDomSheet: CSSStyleSheet | undefined

/** Adds the light-DOM defaults to the document, or shadow root, that holds `element`, once. */
export function adoptLightDomStyles(element: Element): void {
  const root = element.getRootNode()
  if (!(root instanceof Document || root instanceof ShadowRoot)) return
  if (!lightDomSheet) {
    lightDomSheet = new CSSStyleSheet()
    lightDomSheet.replaceSync(accordionLightDomStyles)
  }
  if (!root.adoptedStyleSheets.includes(lightDomSheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, lightDomSheet]
}
