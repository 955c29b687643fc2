/** What hides a closed panel: `until-found` where find-in-page can search it and open it (asked on use: importing stays safe in Node). */
let hiddenValue: string | undefined
const closedPanelHidden = () => (hiddenValue ??= 'onbeforematch' in HTMLElement.prototype ? 'until-found' : '')

let lastId = 0
const newId = (what: string) => `ss-accordion-${what}-${++lastId}`

/**
 * One `<details>` child taken as an accordion item: what its drawing needs (the ids, the author's heading), the
 * `<details>` to put back, and, once React has drawn it, the item, its button and its panel.
 */
export interface AccordionItemSource {
  readonly details: HTMLDetailsElement
  readonly summary: HTMLElement
  /** A heading that is all the summary holds: it becomes the item's heading, with the button inside it. */
  readonly authorHeading: HTMLElement | null
  readonly buttonId: string
  readonly panelId: string
  /** The title's nodes while no button holds them: before the first, and while the heading changes level. */
  title: Node[]
  titleHadFocus: boolean
  element?: HTMLElement
  button?: HTMLButtonElement
  panel?: HTMLElement
}

/**
 * The items among `host`'s children, in order: those already known, by their drawn item or their `<details>`,
 * and a new one for each `<details>` with a summary (one without is left as it is: it has no title to make a
 * button of). Returns `known` itself when nothing changed.
 */
export function readItems(host: Element, known: readonly AccordionItemSource[]): readonly AccordionItemSource[] {
  const byChild = new Map<Element, AccordionItemSource>()
  for (const item of known) byChild.set(item.element ?? item.details, item)
  const items: AccordionItemSource[] = []
  for (const child of host.children) {
    const item = byChild.get(child) ?? newItem(child)
    if (item) items.push(item)
  }
  return items.length === known.length && items.every((item, index) => item === known[index]) ? known : items
}

function newItem(child: Element): AccordionItemSource | undefined {
  const summary = child instanceof HTMLDetailsElement ? summaryOf(child) : undefined
  if (!summary) return undefined
  const authorHeading = loneHeading(summary)
  return {
    details: child as HTMLDetailsElement,
    summary,
    authorHeading,
    buttonId: summary.id || newId('button'),
    panelId: newId('panel'),
    title: Array.from((authorHeading ?? summary).childNodes),
    titleHadFocus: false,
  }
}

/**
 * Puts the item React drew in the place of its `<details>`, which it takes the attributes of (its id and class
 * too), with the title in its button (or the author's heading around it) and the rest of the `<details>` in its
 * panel: moved, not copied, so listeners and state inside them survive. The moves happen out of the page, and
 * the item goes in with one insertion: a page of many accordions lays them out once.
 */
export function takeDetailsPlace(item: AccordionItemSource, element: HTMLElement, button: HTMLButtonElement, panel: HTMLElement): void {
  const { details, summary, authorHeading } = item
  element.remove()
  const next = details.nextSibling
  const parent = details.parentNode
  details.remove()
  for (const { name, value } of details.attributes) {
    if (name !== 'open' && name !== 'data-state') element.setAttribute(name, value)
  }
  button.append(...item.title)
  if (authorHeading) element.prepend(authorHeading)
  summary.remove()
  panel.append(...details.childNodes)
  parent?.insertBefore(element, next)
}

/**
 * Puts `item`'s `<details>` back before the item, open as the item is, with everything the upgrade moved out of
 * it; React then removes the item. An item someone else took out of the accordion has no `<details>` to put
 * back: it returns to the accordion only for React to remove it.
 */
export function restoreDetails(item: AccordionItemSource, host: Element, open: boolean): void {
  const { element, button, panel, details, summary, authorHeading } = item
  if (!element || !button || !panel) return
  if (element.parentNode !== host) {
    host.append(element)
    return
  }
  for (const name of details.getAttributeNames()) details.removeAttribute(name)
  for (const { name, value } of element.attributes) details.setAttribute(name, value)
  details.open = open
  if (authorHeading) {
    authorHeading.append(...button.childNodes)
    summary.append(authorHeading)
  } else {
    summary.append(...button.childNodes)
  }
  details.replaceChildren(summary, ...panel.childNodes)
  host.insertBefore(details, element)
}

/**
 * A ref for the button of `item`: the title moves into each new button drawn for it, and out of it as React takes
 * it away (a new heading level draws a new heading, and button), keeping the focus it had.
 */
export function holdTitle(item: AccordionItemSource): (button: HTMLButtonElement) => () => void {
  return (button) => {
    item.button = button
    // The first button takes the title as its item takes its place (`takeDetailsPlace`).
    if (item.element) {
      button.append(...item.title)
      if (item.titleHadFocus) button.focus()
    }
    return () => {
      item.title = Array.from(button.childNodes)
      item.titleHadFocus = document.activeElement === button
    }
  }
}

/** React writes `hidden` as a boolean: `until-found` goes on by hand. */
export function showPanel(panel: HTMLElement, shown: boolean): void {
  if (shown) panel.removeAttribute('hidden')
  else panel.setAttribute('hidden', closedPanelHidden())
}

function summaryOf(details: HTMLDetailsElement): HTMLElement | undefined {
  for (let child = details.firstElementChild; child; child = child.nextElementSibling) {
    if (child.localName === 'summary') return child as HTMLElement
  }
  return undefined
}

/** A heading that is all the summary holds, which then becomes the item's heading rather than sit in a button. */
function loneHeading(summary: HTMLElement): HTMLElement | null {
  const only = summary.childElementCount === 1 ? summary.firstElementChild : null
  if (!only || !/^h[1-6]$/.test(only.localName)) return null
  for (let node = summary.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) return null
  }
  return only as HTMLElement
}
