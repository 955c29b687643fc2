import { prefersReducedMotion } from '../../core/dom/reduced-motion.ts'
import { ANIMATION_MS, animateItem } from './animate-item.ts'
import { headerIndexForKey, openStatesAfterToggle, settledOpenStates } from './accordion-state.ts'
import type { AccordionConfig, AccordionToggleDetail } from './schema.ts'

/**
 * Drives the light-DOM `<details>` items of one accordion: clicks and keys on their summaries, the one-open
 * rule, the 250 ms animation and `data-state`. The items stay plain `<details>`, so they work without script.
 */
export class AccordionController {
  readonly #host: HTMLElement
  readonly #onToggle: (detail: AccordionToggleDetail) => void
  #config: AccordionConfig = { multiple: false, expandFirst: false }
  readonly #animations = new Map<HTMLDetailsElement, Animation>()
  readonly #observer = new MutationObserver(() => this.#settle())

  constructor(host: HTMLElement, onToggle: (detail: AccordionToggleDetail) => void) {
    this.#host = host
    this.#onToggle = onToggle
  }

  start(): void {
    this.#host.addEventListener('click', this.#onClick)
    this.#host.addEventListener('keydown', this.#onKeyDown)
    // `toggle` does not bubble; capture still sees it on the way down to the item.
    this.#host.addEventListener('toggle', this.#onNativeToggle, true)
    this.#observer.observe(this.#host, { childList: true })
    this.#settle()
  }

  stop(): void {
    for (const animation of this.#animations.values()) animation.finish()
    this.#animations.clear()
    this.#host.removeEventListener('click', this.#onClick)
    this.#host.removeEventListener('keydown', this.#onKeyDown)
    this.#host.removeEventListener('toggle', this.#onNativeToggle, true)
    this.#observer.disconnect()
  }

  configure(config: AccordionConfig): void {
    const becameSingle = this.#config.multiple && !config.multiple
    this.#config = config
    if (becameSingle) this.#settle()
  }

  /** Toggles item `index` as a click on its summary would. Ignored while an item is animating. */
  toggle(index: number): void {
    const items = this.#items()
    if (this.#animations.size > 0 || !Number.isInteger(index) || index < 0 || index >= items.length) return
    const before = items.map((item) => item.open)
    const after = openStatesAfterToggle(before, index, this.#config.multiple)
    const duration = prefersReducedMotion() ? 0 : ANIMATION_MS
    items.forEach((item, i) => {
      if (before[i] === after[i]) return
      const open = after[i] === true
      item.dataset.state = open ? 'open' : 'closed'
      const animation = animateItem(item, open, duration)
      if (animation) {
        this.#animations.set(item, animation)
        const forget = () => this.#animations.delete(item)
        animation.finished.then(forget, forget)
      }
      this.#onToggle({ index: i, open })
    })
  }

  #items(): HTMLDetailsElement[] {
    return Array.from(this.#host.children).filter((child) => child instanceof HTMLDetailsElement)
  }

  #summaryOf(item: HTMLDetailsElement): HTMLElement | null {
    return item.querySelector(':scope > summary')
  }

  /** The index of the item whose own summary contains `target`; nested accordions are left to themselves. */
  #itemIndexOfSummary(target: EventTarget | null): number {
    const summary = target instanceof Element ? target.closest('summary') : null
    return this.#items().findIndex((item) => this.#summaryOf(item) === summary)
  }

  #settle(): void {
    const items = this.#items()
    const settled = settledOpenStates(
      items.map((item) => item.open),
      this.#config,
    )
    items.forEach((item, i) => {
      if (this.#animations.has(item)) return
      item.open = settled[i] === true
      item.dataset.state = item.open ? 'open' : 'closed'
    })
  }

  #onClick = (event: MouseEvent): void => {
    const index = this.#itemIndexOfSummary(event.target)
    if (index < 0) return
    event.preventDefault()
    this.toggle(index)
  }

  #onKeyDown = (event: KeyboardEvent): void => {
    const index = this.#itemIndexOfSummary(event.target)
    if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return
    const items = this.#items()
    const next = headerIndexForKey(event.key, index, items.length)
    if (next === undefined) return
    event.preventDefault()
    const item = items[next]
    if (item) this.#summaryOf(item)?.focus()
  }

  /** Keeps state right when something else opens an item: find-in-page, or a script setting `open`. */
  #onNativeToggle = (event: Event): void => {
    const item = event.target
    if (!(item instanceof HTMLDetailsElement) || item.parentElement !== this.#host || this.#animations.has(item)) return
    item.dataset.state = item.open ? 'open' : 'closed'
    if (!item.open || this.#config.multiple) return
    for (const other of this.#items()) {
      if (other === item || !other.open || this.#animations.has(other)) continue
      other.open = false
      other.dataset.state = 'closed'
    }
  }
}
