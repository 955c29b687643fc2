import { useLayoutEffect, useRef, useState } from 'react'
import { prefersReducedMotion } from '../../core/dom/reduced-motion.ts'
import { useDrawNow } from '../../core/element/use-draw-now.ts'
import type { AccordionItem } from './accordion-item.ts'
import { openStatesAfterToggle, settledOpenStates } from './accordion-state.ts'
import type { AccordionConfig, AccordionToggleDetail } from './schema.ts'

/** What the accordion draws: its items, those open, and those animating (a closing one still shows its panel). */
export interface AccordionView<Item extends AccordionItem = AccordionItem> {
  readonly items: readonly Item[]
  readonly open: ReadonlySet<Item>
  readonly animating: ReadonlySet<Item>
}

export interface Accordion<Item extends AccordionItem = AccordionItem> {
  readonly view: AccordionView<Item>
  /**
   * Reads the items again, and draws them when they changed: at once, or, called from a layout effect
   * (`inCommit`), where React cannot draw at once, as it ends its commit.
   */
  readItems(inCommit?: boolean): void
  /** Toggles item `index` as a click on its button would; ignored while an item is animating. */
  toggle(index: number): void
  /** Find-in-page reveals item `index`'s panel: it opens at once, closing the others when only one may be open. */
  reveal(index: number): void
  /** An item's animation ended: its panel shows as the item is. */
  settled(item: Item): void
}

export const NO_ITEMS: AccordionView<never> = { items: [], open: new Set(), animating: new Set() }

/**
 * The items that `read` finds (given those it found last, which it returns when nothing changed), read again on
 * `readItems()`, and their state: the markup's `open`, the first item opened by `expandFirst` when none is, only
 * one open when just one may be, and each change told by `onToggle` once it is drawn.
 */
export function useAccordion<Item extends AccordionItem>(
  config: AccordionConfig,
  read: (known: readonly Item[]) => readonly Item[],
  onToggle: (detail: AccordionToggleDetail) => void,
): Accordion<Item> {
  const [view, setView] = useState(() => settle(NO_ITEMS, read([]), config))
  const latest = useRef(view)
  const latestConfig = useRef(config)
  latestConfig.current = config
  const latestRead = useRef(read)
  latestRead.current = read
  const drawNow = useDrawNow()
  const change = (next: AccordionView<Item>, inCommit = false) => {
    latest.current = next
    if (inCommit) setView(next)
    else drawNow(() => setView(next))
  }

  const readItems = (inCommit?: boolean) => {
    const items = latestRead.current(latest.current.items)
    if (items !== latest.current.items) change(settle(latest.current, items, latestConfig.current), inCommit)
  }

  const multiple = useRef(config.multiple)
  useLayoutEffect(() => {
    if (multiple.current && !config.multiple) {
      latest.current = settle(latest.current, latest.current.items, config)
      setView(latest.current)
    }
    multiple.current = config.multiple
  }, [config.multiple])

  const apply = (index: number, animate: boolean) => {
    const { items, open, animating } = latest.current
    const after = openStatesAfterToggle(
      items.map((item) => open.has(item)),
      index,
      latestConfig.current.multiple,
    )
    const changed = items.flatMap((item, i) => (open.has(item) === after[i] ? [] : [i]))
    const nowAnimating = new Set(animating)
    for (const i of changed) nowAnimating[animate ? 'add' : 'delete'](items[i]!)
    change({ items, open: new Set(items.filter((_, i) => after[i])), animating: nowAnimating })
    for (const i of changed) onToggle({ index: i, open: after[i] === true })
  }

  return {
    view,
    readItems,
    toggle(index) {
      readItems()
      const { items, animating } = latest.current
      if (animating.size > 0 || !Number.isInteger(index) || index < 0 || index >= items.length) return
      apply(index, !prefersReducedMotion())
    },
    reveal(index) {
      if (!latest.current.open.has(latest.current.items[index]!)) apply(index, false)
    },
    settled(item) {
      const { items, open, animating } = latest.current
      if (!animating.has(item)) return
      change({ items, open, animating: new Set([...animating].filter((other) => other !== item)) })
    },
  }
}

/**
 * The view for `items`: known items keep their state, new ones take their `<details>`'s, and the one-open rule
 * and `expandFirst` (on the first items only) apply. An animating item keeps its state until it ends.
 */
function settle<Item extends AccordionItem>(view: AccordionView<Item>, items: readonly Item[], config: AccordionConfig): AccordionView<Item> {
  const known = new Set(view.items)
  const settled = settledOpenStates(
    items.map((item) => (known.has(item) ? view.open.has(item) : item.startsOpen)),
    { multiple: config.multiple, expandFirst: config.expandFirst && view.items.length === 0 },
  )
  return {
    items,
    open: new Set(items.filter((item, i) => (view.animating.has(item) ? view.open.has(item) : settled[i]))),
    animating: new Set(items.filter((item) => view.animating.has(item))),
  }
}
