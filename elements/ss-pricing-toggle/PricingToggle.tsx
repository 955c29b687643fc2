import { useId, useLayoutEffect, useMemo } from 'react'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useElementMethods } from '../../core/element/use-element-methods.ts'
import { useLightDom } from '../../core/element/use-light-dom.ts'
import { readSections, type TitledSection } from '../../core/tabs/sections.ts'
import { useLoggedInMember } from '../../core/site-users/use-logged-in-member.ts'
import { Tab, TabList } from '../../core/tabs/tab-list.tsx'
import { useTabSelection } from '../../core/tabs/use-tab-selection.ts'
import type { PricingChangeDetail, PricingToggleConfig, PricingToggleMethods } from './schema.ts'

/** The member-access page shows two views: the left and the right button's. */
const VIEW_COUNT = 2

const readViews = (element: Element) => readSections(element).slice(0, VIEW_COUNT)
/**
 * The left view is the default slot's, so that it shows where the element has assigned nothing yet (a server
 * render before it hydrates, or with scripts off); the right view is assigned its own.
 */
const slotName = (index: number) => (index === 0 ? undefined : `view-${index}`)

/**
 * The pricing toggle of a member-access page: two buttons, left and right, each showing its light-DOM
 * `<section data-title>` view, after the WAI-ARIA tabs pattern with automatic activation. Only logged-in
 * members see the buttons (a page context with an `authenticatedAccount`, or a site user logged in through
 * `core/site-users`, at once when it happens); anyone else sees the first view alone. The views stay in the light DOM, each
 * assigned to a slot of its own, so that their content keeps the page's styles.
 */
export function PricingToggle({ config, host }: ElementProps<PricingToggleConfig, PricingToggleMethods>) {
  const views = useLightDom(host.element, readViews)
  const panels = useMemo(() => views.map(({ panel }) => panel), [views])
  const { selected, select } = useTabSelection(panels, {
    changed: (index) => host.emit<PricingChangeDetail>('ss-pricing-change', { index }),
  })
  useViewSlots(views)
  useElementMethods(host, { select })
  const id = useId()
  const member = useLoggedInMember(host.element)
  if (!member) {
    return (
      <div part="view">
        <slot name={slotName(0)} />
      </div>
    )
  }
  return (
    <>
      <TabList part="toggle" label={config.label} activation="automatic" onSelect={select}>
        {views.map(({ title }, index) => (
          <Tab
            key={index}
            part="button"
            selected={index === selected}
            id={`${id}tab-${index}`}
            aria-controls={`${id}view-${index}`}
            onSelect={() => select(index)}
          >
            {title}
          </Tab>
        ))}
      </TabList>
      {views.map((_, index) => (
        <div
          key={index}
          part="view"
          role="tabpanel"
          id={`${id}view-${index}`}
          aria-labelledby={`${id}tab-${index}`}
          tabIndex={0}
          hidden={index !== selected}
        >
          <slot name={slotName(index)} />
        </div>
      ))}
    </>
  )
}

/** Assigns each view to its slot while the toggle is on the page, and takes the assignment back after. */
function useViewSlots(views: readonly TitledSection[]): void {
  useLayoutEffect(() => {
    views.forEach(({ panel }, index) => {
      const name = slotName(index)
      if (name) panel.slot = name
      else panel.removeAttribute('slot')
    })
    return () => {
      for (const { panel } of views) panel.removeAttribute('slot')
    }
  }, [views])
}
