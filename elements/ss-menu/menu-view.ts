import { html } from 'lit-html'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import type { MenuConfig, MenuMethods, MenuTabChangeDetail } from './schema.ts'
import { TabsController } from './tabs-controller.ts'

/**
 * The menu's view: a named tab list and the panels, both slots around light-DOM elements that its controller
 * drives. Tabs and panels must be in one tree for `aria-controls` and `aria-labelledby` to join them, so the
 * behaviour lives in the light DOM and React would only wrap two slots: the menu is drawn with lit-html, and a
 * page of menus loads no React.
 */
export function menuView(host: ElementHost<MenuMethods>): LitView<MenuConfig, MenuMethods> {
  const controller = new TabsController(host.element, {
    beforeChange: (detail) => host.emit<MenuTabChangeDetail>('ss-before-tab-change', detail, { cancelable: true }),
    changed: (detail) => host.emit<MenuTabChangeDetail>('ss-tab-change', detail),
  })
  let started = false
  return {
    render(config) {
      controller.configure(config)
      if (!started) {
        started = true
        controller.start()
      }
      return html`<div part="tablist" role="tablist" aria-label=${config.label}><slot name="tab"></slot></div>
        <div part="panels"><slot></slot></div>`
    },
    methods: { select: (index: number) => controller.select(index) },
    disconnect: () => controller.stop(),
  }
}
