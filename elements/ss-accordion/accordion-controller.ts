import { prefersReducedMotion } from '../../core/dom/reduced-motion.ts'
import type { ElementController } from '../../core/element/controller.ts'
import { restoreDetails, setHeadingLevel, showPanel, showState, summaryOf, upgradeItem, type AccordionItem } from './accordion-item.ts'
import { ANIMATION_MS, animateItem, settleItem } from './animate-item.ts'
import { headerIndexForKey, openStatesAfterToggle, settledOpenStates } from './accordion-state.ts'
import type { AccordionConfig, AccordionToggleDetail } from './schema.ts'
import { adoptLightDomStyles } from './styles.ts'

/**
 * Drives one accordion: upgrades its `<details>` children to headings, buttons and panels, and handles clicks,
 * keys and find-in-page on them, the one-open rule, the 250 ms animation and `data-state`. `hostDisconnected()`
 * puts the `<details>` back, so the markup the page wrote is what remains without the controller.
 */
export class AccordionController implements ElementController {
  readonly #host: HTMLElement
  readonly #onToggle: (detail: AccordionToggleDetail) => void
  #config: AccordionConfig
  #items: AccordionItem[] = []
  readonly #animations = new Map<AccordionItem, Animation>()
  /** Made when connected: a render on a server (`ss-elements/server`) has no MutationObserver. */
  #observer: MutationObserver | undefined

  constructor(host: HTMLElement, config: AccordionConfig, onToggle: (detail: AccordionToggleDetail) => void) {
    this.#host = host
    this.#config = config
    this.#onToggle = onToggle
  }

  hostConnected(): void {
    adoptLightDomStyles(this.#host)
    this.#settle()
    this.#host.addEventListener('click', this.#onClick)
    this.#host.addEventListener('keydown', this.#onKeyDown)
    // `beforematch` is fired at the hidden panel that find-in-page is about to reveal.
    this.#host.addEventListener('beforematch', this.#onBeforeMatch, true)
    this.#observer ??= new MutationObserver(() => this.#settle())
    this.#observer.observe(this.#host, { childList: true })
  }

  hostDisconnected(): void {
    this.#observer?.disconnect()
    this.#host.removeEventListener('click', this.#onClick)
    this.#host.removeEventListener('keydown', this.#onKeyDown)
    this.#host.removeEventListener('beforematch', this.#onBeforeMatch, true)
    for (const animation of this.#animations.values()) animation.cancel()
    this.#animations.clear()
    for (const item of this.#items) {
      settleItem(item)
      if (item.element.parentElement === this.#host) restoreDetails(item)
    }
    this.#items = []
  }

  configure(config: AccordionConfig): void {
    const previous = this.#config
    this.#config = config
    if (config.headingLevel !== previous.headingLevel) {
      for (const item of this.#items) setHeadingLevel(item, config.headingLevel)
    }
    if (previous.multiple && !config.multiple) this.#settle()
  }

  /** Toggles item `index` as a click on its button would. Ignored while an item is animating. */
  toggle(index: number): void {
    if (this.#observer && this.#observer.takeRecords().length > 0) this.#settle()
    const items = this.#items
    if (this.#animations.size > 0 || !Number.isInteger(index) || index < 0 || index >= items.length) return
    const after = openStatesAfterToggle(
      items.map((item) => item.open),
      index,
      this.#config.multiple,
    )
    this.#apply(after, prefersReducedMotion() ? 0 : ANIMATION_MS)
  }

  /** Brings every item to `after`, animating each that changes over `duration`, and tells of each change. */
  #apply(after: readonly boolean[], duration: number): void {
    this.#items.forEach((item, index) => {
      const open = after[index] === true
      if (item.open === open) return
      item.open = open
      this.#animations.get(item)?.cancel()
      showState(item)
      const animation = animateItem(item, duration)
      if (animation) {
        this.#animations.set(item, animation)
        const forget = () => {
          if (this.#animations.get(item) === animation) this.#animations.delete(item)
        }
        animation.finished.then(forget, forget)
      }
      this.#onToggle({ index, open })
    })
  }

  /**
   * Upgrades the `<details>` children not upgraded yet and forgets items that left. The first items found open
   * by `expandFirst` when the markup opens none, and only one stays open when just one may be.
   */
  #settle(): void {
    const known = new Map(this.#items.map((item) => [item.element as Element, item]))
    const items: AccordionItem[] = []
    for (const child of Array.from(this.#host.children)) {
      const summary = known.has(child) ? null : summaryOf(child)
      const item = summary ? upgradeItem(child as HTMLDetailsElement, summary, this.#config.headingLevel) : known.get(child)
      if (item) items.push(item)
    }
    const settled = settledOpenStates(
      items.map((item) => item.open),
      { multiple: this.#config.multiple, expandFirst: this.#config.expandFirst && this.#items.length === 0 },
    )
    items.forEach((item, index) => {
      if (this.#animations.has(item)) return
      item.open = settled[index] === true
      showState(item)
      showPanel(item, item.open)
    })
    this.#items = items
    // The upgrades above are this controller's own changes, not new items.
    this.#observer?.takeRecords()
  }

  #onClick = (event: MouseEvent): void => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    const index = this.#items.findIndex((item) => item.button === button)
    if (index >= 0) this.toggle(index)
  }

  #onKeyDown = (event: KeyboardEvent): void => {
    const index = this.#items.findIndex((item) => item.button === event.target)
    if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return
    const next = headerIndexForKey(event.key, index, this.#items.length)
    if (next === undefined) return
    event.preventDefault()
    this.#items[next]?.button.focus()
  }

  /** Find-in-page opens the panel holding a match at once, and closes the others when only one may be open. */
  #onBeforeMatch = (event: Event): void => {
    const index = this.#items.findIndex((item) => item.panel === event.target)
    if (index < 0 || this.#items[index]?.open) return
    const after = openStatesAfterToggle(
      this.#items.map((item) => item.open),
      index,
      this.#config.multiple,
    )
    this.#apply(after, 0)
  }
}
