import { useLayoutEffect } from 'react'
import type { TitledSection } from '../../core/tabs/sections.ts'

const PANEL_ATTRIBUTES = ['role', 'aria-label', 'tabindex', 'hidden']

/**
 * Makes the menu's light-DOM sections its tab panels: each named by its title, focusable, and hidden unless it
 * is the selected one. Sections that leave, and all of them when the menu unmounts, are given back as the
 * author wrote them.
 */
export function useTabPanels(sections: readonly TitledSection[], selected: number): void {
  useLayoutEffect(() => {
    for (const { panel, title } of sections) {
      panel.setAttribute('role', 'tabpanel')
      // A panel cannot point into the shadow root at its tab, so it carries the tab's text as its own name.
      panel.setAttribute('aria-label', title)
      panel.tabIndex = 0
    }
    return () => {
      for (const { panel } of sections) for (const name of PANEL_ATTRIBUTES) panel.removeAttribute(name)
    }
  }, [sections])
  useLayoutEffect(() => {
    sections.forEach(({ panel }, index) => (panel.hidden = index !== selected))
  }, [sections, selected])
}
