import type { MenuTabChangeDetail } from './schema.ts'

export interface TabsCallbacks {
  /** Asked before the selection changes; returning false keeps the current tab. */
  beforeChange(detail: MenuTabChangeDetail): boolean
  changed(detail: MenuTabChangeDetail): void
  /** The panels or the selection changed: the tabs must be drawn again. */
  redraw(): void
}

const PANEL_ATTRIBUTES = ['role', 'aria-label', 'tabindex', 'hidden']

/**
 * Keeps the light-DOM `<section data-title>` children of a menu as its tab panels: each is named by its title,
 * focusable, and hidden unless selected. It follows sections added, removed and retitled, keeping the selected
 * one while it stays. `stop()` gives the sections back as the author wrote them.
 */
export class TabsController {
  readonly #host: HTMLElement
  readonly #callbacks: TabsCallbacks
  #selectedPanel: HTMLElement | undefined
  readonly #observer = new MutationObserver(() => this.#follow())
  panels: HTMLElement[] = []

  constructor(host: HTMLElement, callbacks: TabsCallbacks) {
    this.#host = host
    this.#callbacks = callbacks
  }

  get selectedIndex(): number {
    return this.#selectedPanel ? this.panels.indexOf(this.#selectedPanel) : -1
  }

  /** Takes the sections as they are now; the first drawing follows, so no redraw is asked for. */
  start(): void {
    this.#follow(false)
  }

  stop(): void {
    this.#observer.disconnect()
    for (const panel of this.panels) for (const name of PANEL_ATTRIBUTES) panel.removeAttribute(name)
    this.panels = []
  }

  /** Selects tab `index` (from 0) as a click on it would; an index out of range is ignored. */
  select(index: number): void {
    const panel = this.panels[index]
    if (!panel || panel === this.#selectedPanel || !this.#callbacks.beforeChange({ index })) return
    this.#selectedPanel = panel
    this.#showSelected()
    this.#callbacks.changed({ index })
    this.#callbacks.redraw()
  }

  #follow(redraw = true): void {
    this.#observer.disconnect()
    const panels = Array.from(this.#host.querySelectorAll<HTMLElement>(':scope > section'))
    for (const gone of this.panels.filter((panel) => !panels.includes(panel))) {
      for (const name of PANEL_ATTRIBUTES) gone.removeAttribute(name)
    }
    this.panels = panels
    if (!this.#selectedPanel || !panels.includes(this.#selectedPanel)) this.#selectedPanel = panels[0]
    for (const panel of panels) {
      panel.setAttribute('role', 'tabpanel')
      // A panel cannot point into the shadow root at its tab, so it carries the tab's text as its own name.
      panel.setAttribute('aria-label', panel.dataset.title ?? '')
      panel.tabIndex = 0
    }
    this.#showSelected()
    this.#observer.observe(this.#host, { childList: true, attributes: true, attributeFilter: ['data-title'], subtree: true })
    if (redraw) this.#callbacks.redraw()
  }

  #showSelected(): void {
    for (const panel of this.panels) panel.hidden = panel !== this.#selectedPanel
  }
}
