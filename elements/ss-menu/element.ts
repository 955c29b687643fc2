import { createElementClass } from '../../core/element/create-element-class.ts'
import { menuAttributes } from './attributes.ts'
import { menuPendingStyles } from './pending-styles.ts'

/**
 * @tag ss-menu
 * @summary Tabs (the menu block): one tab per `<section data-title>`, the first selected, after the WAI-ARIA tabs pattern.
 *
 * @attr {string} data-block-json - The menu block JSON: `{"label": "Menu", "activation": "manual"}`.
 *
 * @fires {CustomEvent<{index: number}>} ss-before-tab-change - Tab `index` is about to be selected, by the visitor or `select()`; cancelable: `preventDefault()` keeps the current tab.
 * @fires {CustomEvent<{index: number}>} ss-tab-change - Tab `index` was selected.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; every section stays visible.
 *
 * @slot - The panels: `<section data-title="Tab text">` each. Each gets `role="tabpanel"`, its title as its name, and `hidden` unless selected.
 *
 * @csspart tablist - The row of tabs.
 * @csspart tab - A tab, named by its section's `data-title`.
 * @csspart selected - The selected tab, besides `tab`.
 * @csspart panels - The box around the panels.
 *
 * @cssprop [--ss-menu-tablist-size=3em] - The height of the row of tabs, kept for it while the menu loads.
 * @cssprop [--ss-menu-gap=1.5em] - Space between tabs.
 * @cssprop [--ss-menu-divider=1px solid var(--ss-color-divider, color-mix(in srgb, currentColor 20%, transparent))] - The line below the row of tabs.
 * @cssprop [--ss-menu-indicator=2px solid var(--ss-color-accent, currentColor)] - The line under the selected tab.
 * @cssprop [--ss-menu-focus-ring=2px solid currentColor] - The outline of a focused tab or panel.
 */
export class SsMenu extends createElementClass({
  tag: 'ss-menu',
  attributes: menuAttributes,
  load: () => import('./implementation.ts'),
  pendingStyles: menuPendingStyles,
}) {
  /** Selects tab `index` (from 0) as a click on it would, firing the same events; an index out of range is ignored. */
  select(index: number): void {
    this.component.call('select', index)
  }
}
