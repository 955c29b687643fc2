import { useLayoutEffect, useMemo, useRef } from 'react'
import { lightDomPortal } from '../../core/element/light-dom-portal.ts'
import { holdTitle, restoreDetails, showPanel, takeDetailsPlace, type AccordionItemSource } from './accordion-item.ts'
import { ANIMATING_STYLE, ANIMATION_MS, animateItem } from './animate-item.ts'

interface AccordionItemProps {
  item: AccordionItemSource
  host: HTMLElement
  open: boolean
  /** The change to `open` animates; a closing item shows its panel until it ends. */
  animating: boolean
  headingLevel: number
  onSettled(item: AccordionItemSource): void
}

/**
 * One item, drawn in the light DOM in its `<details>`'s place: a heading (the level asked for, or the author's own)
 * holding a button, and a region holding the rest of the `<details>`. It puts the `<details>` back as it unmounts.
 */
export function AccordionItem({ item, host, open, animating, headingLevel, onSettled }: AccordionItemProps) {
  const element = useRef<HTMLDivElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const buttonRef = useMemo(() => holdTitle(item), [item])

  useLayoutEffect(() => {
    takeDetailsPlace(item, element.current!, item.button!, panel.current!)
    item.element = element.current!
    item.panel = panel.current!
    return () => restoreDetails(item, host, openNow.current)
  }, [item, host])

  const openNow = useRef(open)
  useLayoutEffect(() => {
    showPanel(panel.current!, open || animating)
    if (openNow.current === open) return
    openNow.current = open
    if (!animating) return
    const animation = animateItem(element.current!, item.button!.parentElement!, open, ANIMATION_MS)
    animation.finished.then(() => onSettled(item), () => {})
    return () => animation.cancel()
  }, [open, animating])

  const button = <button ref={buttonRef} type="button" id={item.buttonId} aria-controls={item.panelId} aria-expanded={open} />
  const Heading = `h${headingLevel}` as 'h2'
  return (
    <div ref={element} data-state={open ? 'open' : 'closed'} style={animating ? ANIMATING_STYLE : undefined}>
      {item.authorHeading ? lightDomPortal(button, item.authorHeading) : <Heading>{button}</Heading>}
      <div ref={panel} id={item.panelId} role="region" aria-labelledby={item.buttonId} />
    </div>
  )
}
