import { useLayoutEffect, useRef } from 'react'
import type { AccordionItem } from './accordion-item.ts'
import { ANIMATION_MS, animateItem } from './animate-item.ts'
import { NO_ITEMS, type Accordion, type AccordionView } from './use-accordion.ts'

/**
 * Shows each panel as its item is (a closing item's panel until its animation ends), and animates the items
 * whose change animates, once React has drawn them: an opening item from its heading alone to its whole height,
 * a closing one back. A change during an animation, or the item leaving, cancels it.
 */
export function usePanelsShown({ view, settled }: Accordion): void {
  const drawn = useRef<AccordionView>(NO_ITEMS)
  const animations = useRef(new Map<AccordionItem, Animation>())
  useLayoutEffect(() => {
    const before = drawn.current
    const known = new Set(before.items)
    drawn.current = view
    for (const [item, animation] of animations.current) {
      if (!view.animating.has(item)) animation.cancel()
    }
    for (const item of view.items) {
      const open = view.open.has(item)
      const animating = view.animating.has(item)
      const changed = known.has(item) && before.open.has(item) !== open
      if (!known.has(item) || changed || before.animating.has(item) !== animating) showPanel(item.panel!, open || animating)
      if (changed && animating) animate(item, open)
    }
  }, [view])
  useLayoutEffect(() => () => animations.current.forEach((animation) => animation.cancel()), [])

  function animate(item: AccordionItem, opening: boolean) {
    const animation = animateItem(item.element!, item.button!.parentElement!, opening, ANIMATION_MS)
    animations.current.set(item, animation)
    const forget = () => {
      if (animations.current.get(item) === animation) animations.current.delete(item)
    }
    animation.finished.then(() => {
      forget()
      settled(item)
    }, forget)
  }
}

/** What hides a closed panel: `until-found` where find-in-page can search it and open it (asked on use: importing stays safe in Node). */
let hiddenValue: string | undefined
const closedPanelHidden = () => (hiddenValue ??= 'onbeforematch' in HTMLElement.prototype ? 'until-found' : '')

/** React writes `hidden` as a boolean: `until-found` goes on by hand. */
function showPanel(panel: HTMLElement, shown: boolean): void {
  if (shown) panel.removeAttribute('hidden')
  else panel.setAttribute('hidden', closedPanelHidden())
}
