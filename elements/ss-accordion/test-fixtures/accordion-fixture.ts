import { settle, waitFor } from '../../../test/helpers/wait.ts'
import type { SsAccordion } from '../element.ts'

/** `count` items as an author writes them, those at `openIndexes` open. */
export const itemsMarkup = (count: number, openIndexes: number[] = []) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<details${openIndexes.includes(i) ? ' open' : ''}><summary>Question ${i + 1}</summary><p>Answer ${i + 1}</p></details>`,
  ).join('')

let container: HTMLElement | undefined

/** An accordion of `items` on the page, once it has upgraded its items. */
export async function accordion(attributes = '', items = itemsMarkup(3)): Promise<SsAccordion> {
  container = document.createElement('div')
  container.innerHTML = `<ss-accordion ${attributes}>${items}</ss-accordion>`
  document.body.append(container)
  const element = container.querySelector('ss-accordion')!
  await waitFor(() => upgraded(element), 'the accordion to upgrade its items')
  return element
}

/** The element holding the accordion of the current test. */
export const testContainer = () => container!

export function removeTestContainer(): void {
  container?.remove()
  container = undefined
}

/** Whether `element` is rendered and holds no `<details>` with a summary that it has not upgraded. */
export const upgraded = (element: Element) =>
  element.shadowRoot?.querySelector('[part=base]') && !element.querySelector(':scope > details:has(> summary)')

export const items = (element: Element) => Array.from(element.querySelectorAll<HTMLElement>(':scope > [data-state]'))
export const buttons = (element: Element) => items(element).map((item) => item.querySelector<HTMLButtonElement>('button[aria-expanded]')!)
export const button = (element: Element, index: number) => buttons(element)[index]!
export const panels = (element: Element) => items(element).map((item) => item.querySelector<HTMLElement>(':scope > [role=region]')!)
export const openStates = (element: Element) => buttons(element).map((header) => header.getAttribute('aria-expanded') === 'true')
/** Whether each panel takes up room on the page, as a visitor sees it. */
export const shownPanels = (element: Element) => panels(element).map((panel) => panel.getBoundingClientRect().height > 0)

/** Waits for the animations running now to finish, and for the accordion to settle after them. */
export async function animationsSettled(element: Element) {
  await Promise.all(items(element).flatMap((item) => item.getAnimations().map((animation) => animation.finished)))
  await settle()
}
