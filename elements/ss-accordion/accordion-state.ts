import type { LightDomAttribute } from '../../core/element/react-implementation.tsx'
import type { AccordionConfig } from './schema.ts'

/** The open state of every item after the visitor toggles item `index`. */
export function openStatesAfterToggle(open: readonly boolean[], index: number, multiple: boolean): boolean[] {
  const opening = !open[index]
  return open.map((isOpen, i) => (i === index ? opening : opening && !multiple ? false : isOpen))
}

/**
 * The open state an accordion starts from, or is brought to when `multiple` is switched off: the markup's own
 * `open` attributes, the first item opened by `expandFirst` when none is, and only the first of several kept
 * open when just one may be.
 */
export function settledOpenStates(open: readonly boolean[], options: { multiple: boolean; expandFirst: boolean }) {
  const settled = open.length > 0 && options.expandFirst && !open.includes(true) ? [true, ...open.slice(1)] : [...open]
  if (options.multiple) return settled
  const first = settled.indexOf(true)
  return settled.map((_, i) => i === first)
}

/**
 * For a server render: the `open` attributes to set or remove on the `<details>` children of `element` so that
 * they start as the upgrade will settle them (`expandFirst`, one open at a time), and the page does not change as
 * the accordion upgrades. Children are counted among the element's element children.
 */
export function serverOpenStates(element: Element, config: AccordionConfig): LightDomAttribute[] {
  const children = Array.from(element.children)
  const items = children.filter((child) => child.localName === 'details' && Array.from(child.children).some((inner) => inner.localName === 'summary'))
  const settled = settledOpenStates(
    items.map((item) => item.hasAttribute('open')),
    config,
  )
  return items.flatMap((item, index) =>
    item.hasAttribute('open') === settled[index] ? [] : [{ child: children.indexOf(item), attribute: 'open', present: settled[index] === true }],
  )
}

const focusMoves: Record<string, (current: number, count: number) => number> = {
  ArrowDown: (current, count) => (current + 1) % count,
  ArrowUp: (current, count) => (current - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

/** The header that a key moves focus to (WAI-ARIA accordion pattern), or undefined for other keys. */
export function headerIndexForKey(key: string, current: number, count: number): number | undefined {
  return count > 0 ? focusMoves[key]?.(current, count) : undefined
}
