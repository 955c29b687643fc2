import { useMemo } from 'react'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useElementMethods } from '../../core/element/use-element-methods.ts'
import { useLightDom } from '../../core/element/use-light-dom.ts'
import { readSections } from '../../core/tabs/sections.ts'
import { Tab, TabList } from '../../core/tabs/tab-list.tsx'
import { useTabSelection } from '../../core/tabs/use-tab-selection.ts'
import type { MenuConfig, MenuMethods, MenuTabChangeDetail } from './schema.ts'
import { useTabPanels } from './tab-panels.ts'

/** Sections come, go and are retitled: the tabs follow. */
const SECTION_CHANGES: MutationObserverInit = { childList: true, attributes: true, attributeFilter: ['data-title'], subtree: true }

/**
 * The menu: the named row of tabs, drawn in the shadow root so that the page's own button styles never reach
 * them, and a slot for the light-DOM sections, which stay where the page's styles and find-in-page reach them
 * and are made the tab panels.
 */
export function Menu({ config, host }: ElementProps<MenuConfig, MenuMethods>) {
  const sections = useLightDom(host.element, readSections, SECTION_CHANGES)
  const panels = useMemo(() => sections.map(({ panel }) => panel), [sections])
  const { selected, select } = useTabSelection(panels, {
    allow: (index) => host.emit<MenuTabChangeDetail>('ss-before-tab-change', { index }, { cancelable: true }),
    changed: (index) => host.emit<MenuTabChangeDetail>('ss-tab-change', { index }),
  })
  useTabPanels(sections, selected)
  useElementMethods(host, { select })
  return (
    <>
      <TabList part="tablist" label={config.label} activation={config.activation} onSelect={select}>
        {sections.map(({ panel, title }, index) => (
          <Tab key={index} part="tab" selected={index === selected} panel={panel} onSelect={() => select(index)}>
            {title}
          </Tab>
        ))}
      </TabList>
      <div part="panels">
        <slot />
      </div>
    </>
  )
}
