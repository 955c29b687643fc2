import { ANIMATING_STYLE } from './animate-item.ts'
import { itemIds, sameItems, type AccordionItem, type ItemRefs } from './accordion-item.ts'

const ANIMATION_STYLE_PROPERTIES = Object.keys(ANIMATING_STYLE) as (keyof typeof ANIMATING_STYLE)[]

/**
 * One `<details>` of the page taken as an accordion item: the author's heading, and the `<details>` to put back.
 */
export interface LightDomItem extends AccordionItem {
  readonly details: HTMLDetailsElement
  readonly summary: HTMLElement
  /** A heading that is all the summary holds: it becomes the item's heading, with the button inside it. */
  readonly authorHeading: HTMLElement | null
  /** The title's nodes while no button holds them: before the first, and while the heading changes level. */
  title: Node[]
  titleHadFocus: boolean
}

/**
 * The items among `host`'s children, in order: those already known, by their drawn item or their `<details>`,
 * and a new one for each `<details>` with a summary (one without is left as it is: it has no title to make a
 * button of). Returns `known` itself when nothing changed.
 */
export function readLightDomItems(host: Element, known: readonly LightDomItem[]): readonly LightDomItem[] {
  const byChild = new Map<Element, LightDomItem>()
  for (const item of known) byChild.set(item.element ?? item.details, item)
  const items: LightDomItem[] = []
  for (const child of host.children) {
    const item = byChild.get(child) ?? newItem(child)
    if (item) items.push(item)
  }
  return sameItems(items, known) ? known : items
}

function newItem(child: Element): LightDomItem | undefined {
  const summary = child instanceof HTMLDetailsElement ? summaryOf(child) : undefined
  if (!summary) return undefined
  const authorHeading = loneHeading(summary)
  const ids = itemIds(summary.id)
  return {
    ...ids,
    key: ids.panelId,
    startsOpen: (child as HTMLDetailsElement).open,
    details: child as HTMLDetailsElement,
    summary,
    authorHeading,
    title: Array.from((authorHeading ?? summary).childNodes),
    titleHadFocus: false,
  }
}

/**
 * The refs of `item`'s drawing in `host`. Refs attach children first: the button and the panel are known when the
 * item attaches and takes its `<details>`'s place, and it puts the `<details>` back as React detaches it, before
 * removing it.
 */
export function lightDomItemRefs(item: LightDomItem, host: Element): ItemRefs {
  return {
    element(element) {
      if (!element) return undefined
      takeDetailsPlace(item, element, item.button!, item.panel!)
      item.element = element
      return () => restoreDetails(item, host)
    },
    button(button) {
      if (!button) return undefined
      item.button = button
      // The first button takes the title as the item takes its place.
      if (item.element) {
        button.append(...item.title)
        if (item.titleHadFocus) button.focus()
      }
      // A new heading level draws a new heading, and button: the title moves to it, with the focus.
      return () => {
        item.title = Array.from(button.childNodes)
        item.titleHadFocus = document.activeElement === button
      }
    },
    panel(panel) {
      if (panel) item.panel = panel
    },
  }
}

/**
 * Puts the item in the place of its `<details>`, which it takes the attributes of (its id and class too), with
 * the title in its button (or the author's heading around it) and the rest of the `<details>` in its panel:
 * moved, not copied, so listeners and state inside them survive. The moves happen out of the page, and the item
 * goes in with one insertion: a page of many accordions lays them out once.
 */
function takeDetailsPlace(item: LightDomItem, element: HTMLElement, button: HTMLButtonElement, panel: HTMLElement): void {
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
 * Puts `item`'s `<details>` back before the item, open as the item is drawn, with everything the upgrade moved out
 * of it and none of an animation's styles; React then removes the item. An item someone else took out of the
 * accordion has no `<details>` to put back: it returns to the accordion only for React to remove it.
 */
function restoreDetails(item: LightDomItem, host: Element): void {
  const { element, button, panel, details, summary, authorHeading } = item
  if (!element || !button || !panel) return
  if (element.parentNode !== host) {
    host.append(element)
    return
  }
  for (const name of details.getAttributeNames()) details.removeAttribute(name)
  for (const { name, value } of element.attributes) details.setAttribute(name, value)
  if (details.hasAttribute('style')) for (const property of ANIMATION_STYLE_PROPERTIES) details.style[property] = ''
  details.open = element.dataset.state === 'open'
  if (authorHeading) {
    authorHeading.append(...button.childNodes)
    summary.append(authorHeading)
  } else {
    summary.append(...button.childNodes)
  }
  details.replaceChildren(summary, ...panel.childNodes)
  host.insertBefore(details, element)
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
