import { html } from 'lit-html'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import type { MenuConfig, MenuMethods, MenuTabChangeDetail } from './schema.ts'
import { tabIndexForKey } from './tab-keys.ts'
import { TabsController } from './tabs-controller.ts'

/**
 * The menu's view: the named tab list, drawn in the shadow root so that the page's own button styles never
 * reach the tabs, and a slot for the light-DOM sections, which the controller keeps as the panels. It is drawn
 * with lit-html: the content stays in the light DOM, and a page of menus loads no React.
 */
export function menuView(host: ElementHost<MenuMethods>, requestRender: () => void): LitView<MenuConfig, MenuMethods> {
  const element = host.element
  let activation: MenuConfig['activation'] = 'manual'
  const controller = new TabsController(element, {
    beforeChange: (detail) => host.emit<MenuTabChangeDetail>('ss-before-tab-change', detail, { cancelable: true }),
    changed: (detail) => host.emit<MenuTabChangeDetail>('ss-tab-change', detail),
    redraw: requestRender,
  })
  let started = false

  const tabs = () => Array.from(element.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role=tab]'))
  const onKeyDown = (event: KeyboardEvent) => {
    const current = tabs().indexOf(event.target as HTMLButtonElement)
    if (current < 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    const rightToLeft = getComputedStyle(element).direction === 'rtl'
    const next = tabIndexForKey(event.key, current, controller.panels.length, rightToLeft)
    if (next === undefined) return
    event.preventDefault()
    tabs()[next]?.focus()
    if (activation === 'automatic') controller.select(next)
  }

  const tab = (panel: HTMLElement, index: number) => {
    const selected = index === controller.selectedIndex
    return html`<button
      type="button"
      role="tab"
      part=${selected ? 'tab selected' : 'tab'}
      aria-selected=${String(selected)}
      tabindex=${selected ? 0 : -1}
      .ariaControlsElements=${[panel]}
      @click=${() => controller.select(index)}
    >${panel.dataset.title ?? ''}</button>`
  }

  return {
    render(config) {
      activation = config.activation
      if (!started) {
        started = true
        controller.start()
      }
      return html`<div part="tablist" role="tablist" aria-label=${config.label} @keydown=${onKeyDown}>
          ${controller.panels.map(tab)}
        </div>
        <div part="panels"><slot></slot></div>`
    },
    methods: { select: (index: number) => controller.select(index) },
    disconnect: () => controller.stop(),
  }
}
