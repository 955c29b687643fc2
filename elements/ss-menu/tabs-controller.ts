import { tabIndexForKey } from './tab-keys.ts'
import type { MenuConfig, MenuTabChangeDetail } from './schema.ts'

export interface TabsCallbacks {
  /** Asked before the selection changes; returning false keeps the current tab. */
  beforeChange(detail: MenuTabChangeDetail): boolean
  changed(detail: MenuTabChangeDetail): void
}

let lastId = 0
const nextId = (kind: 'tab' | 'panel') => `ss-menu-${kind}-${++lastId}`

/**
 * Turns the light-DOM `<section data-title>` children of a menu into the WAI-ARIA tabs pattern. Each section
 * becomes a labelled, focusable tab panel and gets a tab: a `<button role="tab">` added to the light DOM (slotted
 * into the shadow root's tab list), so that `aria-controls` and `aria-labelledby` join elements of one tree.
 * `stop()` gives the light DOM back as the author wrote it.
 */
export class TabsController {
  readonly #host: HTMLElement
  readonly #callbacks: TabsCallbacks
  #activation: MenuConfig['activation'] = 'manual'
  #panels: HTMLElement[] = []
  readonly #tabOf = new Map<HTMLElement, HTMLButtonElement>()
  readonly #assignedIds = new Set<HTMLElement>()
  #selectedPanel: HTMLElement | undefined
  readonly #observer = new MutationObserver(() => this.#build())

  constructor(host: HTMLElement, callbacks: TabsCallbacks) {
    this.#host = host
    this.#callbacks = callbacks
  }

  start(): void {
    this.#host.addEventListener('click', this.#onClick)
    this.#host.addEventListener('keydown', this.#onKeyDown)
    this.#build()
  }

  stop(): void {
    this.#observer.disconnect()
    this.#host.removeEventListener('click', this.#onClick)
    this.#host.removeEventListener('keydown', this.#onKeyDown)
    for (const [panel, tab] of this.#tabOf) {
      tab.remove()
      for (const name of ['role', 'aria-labelledby', 'tabindex', 'hidden']) panel.removeAttribute(name)
    }
    for (const panel of this.#assignedIds) panel.removeAttribute('id')
    this.#tabOf.clear()
    this.#assignedIds.clear()
    this.#panels = []
  }

  configure(config: MenuConfig): void {
    this.#activation = config.activation
  }

  /** Selects tab `index` (from 0) as a click on it would; an index out of range is ignored. */
  select(index: number): void {
    const panel = this.#panels[index]
    if (!panel || panel === this.#selectedPanel || !this.#callbacks.beforeChange({ index })) return
    this.#selectedPanel = panel
    this.#showSelected()
    this.#callbacks.changed({ index })
  }

  /** Brings tabs and panels in line with the sections present now, keeping the selected one if it stayed. */
  #build(): void {
    this.#observer.disconnect()
    this.#panels = Array.from(this.#host.querySelectorAll<HTMLElement>(':scope > section'))
    for (const [panel, tab] of this.#tabOf) {
      if (this.#panels.includes(panel)) continue
      tab.remove()
      this.#tabOf.delete(panel)
    }
    const tabs = this.#panels.map((panel) => this.#tabFor(panel))
    // Moving a tab that is already in place would take focus away from it.
    const inPlace = tabs.every((tab, i) => this.#host.children[i] === tab)
    if (!inPlace) this.#host.prepend(...tabs)
    if (!this.#selectedPanel || !this.#panels.includes(this.#selectedPanel)) this.#selectedPanel = this.#panels[0]
    this.#showSelected()
    this.#observer.observe(this.#host, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-title'] })
  }

  #tabFor(panel: HTMLElement): HTMLButtonElement {
    let tab = this.#tabOf.get(panel)
    if (!tab) {
      tab = document.createElement('button')
      tab.type = 'button'
      tab.id = nextId('tab')
      tab.slot = 'tab'
      tab.setAttribute('role', 'tab')
      this.#tabOf.set(panel, tab)
    }
    if (!panel.id) {
      panel.id = nextId('panel')
      this.#assignedIds.add(panel)
    }
    const title = panel.dataset.title ?? ''
    if (tab.textContent !== title) tab.textContent = title
    tab.setAttribute('aria-controls', panel.id)
    panel.setAttribute('role', 'tabpanel')
    panel.setAttribute('aria-labelledby', tab.id)
    panel.tabIndex = 0
    return tab
  }

  #showSelected(): void {
    for (const panel of this.#panels) {
      const selected = panel === this.#selectedPanel
      const tab = this.#tabOf.get(panel)!
      tab.setAttribute('aria-selected', String(selected))
      tab.tabIndex = selected ? 0 : -1
      panel.hidden = !selected
    }
  }

  #indexOfTab(target: EventTarget | null): number {
    return this.#panels.findIndex((panel) => this.#tabOf.get(panel) === target)
  }

  #onClick = (event: MouseEvent): void => {
    const index = this.#indexOfTab(event.target)
    if (index >= 0) this.select(index)
  }

  #onKeyDown = (event: KeyboardEvent): void => {
    const current = this.#indexOfTab(event.target)
    if (current < 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    const rightToLeft = getComputedStyle(this.#host).direction === 'rtl'
    const next = tabIndexForKey(event.key, current, this.#panels.length, rightToLeft)
    if (next === undefined) return
    event.preventDefault()
    this.#tabOf.get(this.#panels[next]!)!.focus()
    if (this.#activation === 'automatic') this.select(next)
  }
}
