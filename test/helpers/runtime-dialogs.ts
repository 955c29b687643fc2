export { deepActiveElement } from '../../core/dom/focus.ts'

/** The host of the runtime dialog named `name`, if open. */
export const dialogHost = (name: string) => document.querySelector<HTMLElement>(`[data-ss-dialog="${name}"]`)

/** The `<dialog>` inside the named runtime dialog; fails the test when it is not open. */
export function dialogIn(name: string): HTMLDialogElement {
  const dialog = dialogHost(name)?.shadowRoot?.querySelector('dialog')
  if (!dialog) throw new Error(`Expected the ${name} dialog to be open`)
  return dialog
}

/** The text of the elements an ARIA id-reference attribute points at, slotted content included. */
export function referencedText(element: Element, attribute: 'aria-labelledby' | 'aria-describedby'): string {
  const root = element.getRootNode() as ShadowRoot
  return (element.getAttribute(attribute) ?? '')
    .split(/\s+/)
    .map((id) => flatText(root.getElementById(id)).trim())
    .join(' ')
}

function flatText(node: Node | null): string {
  if (!node) return ''
  if (node instanceof HTMLSlotElement) return node.assignedNodes({ flatten: true }).map(flatText).join('')
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
  return [...node.childNodes].map(flatText).join('')
}
