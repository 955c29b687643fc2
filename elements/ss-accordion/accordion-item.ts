/** Whether a closed panel can be `hidden="until-found"`, which find-in-page searches and opens (asked on use: importing stays safe in Node). */
const hiddenUntilFound = () => 'onbeforematch' in HTMLElement.prototype

let lastId = 0
const newId = (what: string) => `ss-accordion-${what}-${++lastId}`

/** One accordion item in its upgraded form, and the `<details>` it was made from, to go back to. */
export interface AccordionItem {
  /** What took the `<details>`'s place: its attributes and `data-state`, around the heading and the panel. */
  readonly element: HTMLDivElement
  readonly details: HTMLDetailsElement
  readonly summary: HTMLElement
  heading: HTMLElement
  /** The heading came from the summary, where the author wrote it, and keeps its own level. */
  readonly authorHeading: boolean
  readonly button: HTMLButtonElement
  readonly panel: HTMLDivElement
  open: boolean
}

/**
 * The summary of a `<details>` child that the accordion takes as an item (one without a summary is left as it
 * is: it has no title to make a button of).
 */
export function summaryOf(child: Element): HTMLElement | null {
  return child instanceof HTMLDetailsElement ? child.querySelector(':scope > summary') : null
}

/**
 * Puts a heading with a button, and a region panel, in the place of `details`. The summary's content goes into
 * the button and the rest into the panel: moved, not copied, so listeners and state inside them survive. The
 * `<details>`'s attributes (its id included) pass to the item, the summary's id to the button.
 */
export function upgradeItem(details: HTMLDetailsElement, summary: HTMLElement, headingLevel: number): AccordionItem {
  const element = document.createElement('div')
  for (const { name, value } of details.attributes) if (name !== 'open') element.setAttribute(name, value)
  // Built out of the page and put in its place in one insertion: moves inside a detached tree cost the page nothing.
  const parent = details.parentNode
  const next = details.nextSibling
  details.remove()
  const authorHeading = loneHeading(summary)
  const heading = authorHeading ?? document.createElement(`h${headingLevel}`)
  const button = document.createElement('button')
  const panel = document.createElement('div')
  button.type = 'button'
  button.id = summary.id || newId('button')
  panel.id = newId('panel')
  button.setAttribute('aria-controls', panel.id)
  panel.setAttribute('role', 'region')
  panel.setAttribute('aria-labelledby', button.id)
  button.append(...(authorHeading ?? summary).childNodes)
  heading.append(button)
  summary.remove()
  panel.append(...details.childNodes)
  element.append(heading, panel)
  parent?.insertBefore(element, next)
  return { element, details, summary, heading, authorHeading: authorHeading !== null, button, panel, open: details.open }
}

/** Puts `item`'s `<details>` back, open as the item is, with everything the upgrade moved out of it. */
export function restoreDetails(item: AccordionItem): void {
  const { element, details, summary, heading, button, panel } = item
  for (const name of details.getAttributeNames()) details.removeAttribute(name)
  for (const { name, value } of element.attributes) details.setAttribute(name, value)
  details.open = item.open
  if (item.authorHeading) {
    heading.replaceChildren(...button.childNodes)
    summary.append(heading)
  } else {
    summary.append(...button.childNodes)
  }
  details.replaceChildren(summary, ...panel.childNodes)
  element.replaceWith(details)
}

/** Gives `item` a heading of `level`, unless the author wrote its heading. */
export function setHeadingLevel(item: AccordionItem, level: number): void {
  if (item.authorHeading || item.heading.localName === `h${level}`) return
  const heading = document.createElement(`h${level}`)
  const hadFocus = document.activeElement === item.button
  heading.append(item.button)
  item.heading.replaceWith(heading)
  item.heading = heading
  if (hadFocus) item.button.focus()
}

/** Shows whether `item` is open on its button (`aria-expanded`) and on the item (`data-state`). */
export function showState(item: AccordionItem): void {
  item.button.setAttribute('aria-expanded', String(item.open))
  item.element.dataset.state = item.open ? 'open' : 'closed'
}

export function showPanel(item: AccordionItem, shown: boolean): void {
  if (shown) item.panel.removeAttribute('hidden')
  else item.panel.setAttribute('hidden', hiddenUntilFound() ? 'until-found' : '')
}

/** A heading that is all the summary holds, which then becomes the item's heading rather than sit in a button. */
function loneHeading(summary: HTMLElement): HTMLElement | null {
  const [only, ...others] = summary.children
  if (!only || others.length > 0 || !/^h[1-6]$/.test(only.localName)) return null
  const textAround = Array.from(summary.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
  return textAround ? null : (only as HTMLElement)
}
