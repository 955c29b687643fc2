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
  ::slotted(details) {
    border-block-end: var(--ss-accordion-divider);
  }
`
