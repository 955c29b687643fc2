/** The link's line: its text, then the count and the subtotal (`styles.ts` draws it with these). */
export const LINK_BOX = /* css */ `
  display: inline-flex;
  align-items: center;
  gap: 0.4em;
`

/**
 * While the link's code loads, its text sits in the box the link has until the cart is known: nothing above,
 * below or before it moves when it draws. What the count and the subtotal add comes with the first sync.
 */
export const cartLinkPendingStyles = /* css */ `
  :host {
    display: inline-block;
  }
  slot {
    ${LINK_BOX}
  }
`
