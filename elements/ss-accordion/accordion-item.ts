let lastId = 0
const newId = (what: string) => `ss-accordion-${what}-${++lastId}`

/**
 * One item of the accordion, however it was written (a `<details>` of the page, or one of a React app's children):
 * its key among the items, its ids, its state at first, and, once React has drawn it, the item, its button and
 * its panel.
 */
export interface AccordionItem {
  readonly key: string
  readonly buttonId: string
  readonly panelId: string
  /** Whether its `<details>` was written `open`. */
  readonly startsOpen: boolean
  element?: HTMLElement
  button?: HTMLButtonElement
  panel?: HTMLElement
  /** The refs React draws the item with, made once: a new ref function would detach and attach again. */
  refs?: ItemRefs
}

/** A ref that returns a cleanup is never given `null`: React calls the cleanup instead. */
export interface ItemRefs {
  element(element: HTMLElement | null): (() => void) | undefined
  button(button: HTMLButtonElement | null): (() => void) | undefined
  panel(panel: HTMLElement | null): void
}

/** The ids of a new item's button (its summary's id, when it has one) and panel. */
export const itemIds = (summaryId: string | undefined) => ({ buttonId: summaryId || newId('button'), panelId: newId('panel') })

export const sameItems = (items: readonly AccordionItem[], known: readonly AccordionItem[]) =>
  items.length === known.length && items.every((item, index) => item === known[index])
