import type { CSSProperties, ReactElement, ReactNode } from 'react'
import type { AccordionItem } from './accordion-item.ts'
import { ANIMATING_STYLE } from './animate-item.ts'
import type { AccordionView } from './use-accordion.ts'

interface ItemParts {
  /** The item's own attributes, as the author gave them to its `<details>`. */
  attributes?: Record<string, unknown>
  /** Puts the button in the item's heading. */
  heading(button: ReactElement): ReactNode
  title?: ReactNode
  body?: ReactNode
}

/**
 * One item as React draws it: a heading holding a button, and a region. Items are plain elements, not
 * components: a page of 200 accordions draws 600 of them in one commit.
 */
export function drawItem(item: AccordionItem, view: AccordionView, refs: NonNullable<AccordionItem['refs']>, parts: ItemParts) {
  const { attributes, heading, title, body } = parts
  const isOpen = view.open.has(item)
  const ownStyle = attributes?.style as CSSProperties | undefined
  const style = view.animating.has(item) ? { ...ownStyle, ...ANIMATING_STYLE } : ownStyle
  const button = (
    <button ref={refs.button} type="button" id={item.buttonId} aria-controls={item.panelId} aria-expanded={isOpen}>
      {title}
    </button>
  )
  return (
    <div {...attributes} key={item.key} ref={refs.element} data-state={isOpen ? 'open' : 'closed'} style={style}>
      {heading(button)}
      <div ref={refs.panel} id={item.panelId} role="region" aria-labelledby={item.buttonId}>
        {body}
      </div>
    </div>
  )
}
