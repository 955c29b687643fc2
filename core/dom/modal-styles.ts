import { MODAL_Z_INDEX } from './z-index.ts'

/**
 * The cover of a modal element (`<ss-dialog>`, `<ss-popup>`): its native `<dialog>` spread over the viewport,
 * dimming the page and centring the element's panel, above the page at the modal z-index. Each element names
 * its own custom properties: `--ss-<element>-z-index`, `-overlay-color`, `-color`.
 */
export function modalCoverStyles(element: string, { overlay, font }: { overlay: string; font: string }): string {
  return /* css */ `
  :host {
    display: contents;
  }

  dialog {
    position: fixed;
    inset: 0;
    z-index: var(--ss-${element}-z-index, ${MODAL_Z_INDEX});
    box-sizing: border-box;
    width: 100%;
    height: 100%;
    max-width: none;
    max-height: none;
    margin: 0;
    padding: 20px;
    border: 0;
    display: grid;
    place-items: center;
    background: var(--ss-${element}-overlay-color, ${overlay});
    color: var(--ss-${element}-color, var(--ss-color-text, #1a1a1a));
    font: ${font};
  }

  dialog::backdrop {
    background: transparent;
  }
`
}
