import type { ComponentProps, KeyboardEvent, ReactNode } from 'react'
import { tabIndexForKey } from './tab-keys.ts'

export interface TabListProps {
  part: string
  /** The accessible name of the row of tabs. */
  label: string
  /** `automatic`: moving focus with the keys selects the tab too; `manual`: a click, Enter or Space does. */
  activation: 'manual' | 'automatic'
  onSelect(index: number): void
  /** The tabs, each a `Tab`. */
  children: ReactNode
}

/**
 * A row of tabs after the WAI-ARIA tabs pattern: ArrowRight and ArrowLeft move focus to the next and previous
 * tab, wrapping around, and swap when the row reads right to left; Home and End move to the first and last.
 * A key with Alt, Control, Meta or Shift is left alone.
 */
export function TabList({ part, label, activation, onSelect, children }: TabListProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const row = event.currentTarget
    const tabs = Array.from(row.querySelectorAll<HTMLElement>(':scope > [role=tab]'))
    const current = tabs.indexOf(event.target as HTMLElement)
    if (current < 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    const next = tabIndexForKey(event.key, current, tabs.length, getComputedStyle(row).direction === 'rtl')
    if (next === undefined) return
    event.preventDefault()
    tabs[next]?.focus()
    if (activation === 'automatic') onSelect(next)
  }
  return (
    <div part={part} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {children}
    </div>
  )
}

export interface TabProps extends Omit<ComponentProps<'button'>, 'type' | 'role' | 'tabIndex' | 'onClick' | 'ref'> {
  part: string
  selected: boolean
  onSelect(): void
  /** The panel the tab shows, where it is out of reach of an id (`ariaControlsElements`). */
  panel?: Element
}

/**
 * One tab: a button that selects on a click (so on Enter and Space too), in the Tab sequence only while
 * selected (roving tabindex), and named by `part` and, while selected, `selected`.
 */
export function Tab({ part, selected, onSelect, panel, ...button }: TabProps) {
  const controlPanel = (tab: HTMLButtonElement | null) => {
    if (tab && panel) tab.ariaControlsElements = [panel]
  }
  return (
    <button
      {...button}
      ref={controlPanel}
      type="button"
      role="tab"
      part={selected ? `${part} selected` : part}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      onClick={onSelect}
    />
  )
}
