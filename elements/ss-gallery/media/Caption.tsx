import { useLayoutEffect, useRef } from 'react'
import { rebuildHtml } from '../../../core/html/rebuild-html.ts'

interface CaptionProps {
  /** The slide's light-DOM `<figcaption>`. */
  source: HTMLElement
  className?: string
  id?: string
  hidden?: boolean
  /** Its part name: `caption`, or `caption-text` inside a box that is the caption part. */
  part?: string
}

/**
 * A slide's caption, kept in step with the light DOM. Its markup is rebuilt from the text of the author's
 * caption (paragraphs, emphasis, safe links), never copied: an author node in the shadow tree would bring its
 * handlers and `javascript:` links, and a `<form>` with an input named `parentNode` would clobber the property
 * React walks up from the target of every focus, click and key, which then never returns. A caption of text
 * alone is that text, drawn by React (and by a server render).
 */
export function Caption({ source, className, id, hidden, part = 'caption' }: CaptionProps) {
  const ref = useRef<HTMLElement>(null)
  const html = source.innerHTML
  // Text alone is drawn as it is, by the server too; markup is rebuilt once in the browser.
  const plain = source.children.length === 0
  useLayoutEffect(() => {
    if (!plain) ref.current!.replaceChildren(rebuildHtml(html))
  }, [html, plain])
  return (
    <figcaption ref={ref} part={part} className={className} id={id} hidden={hidden}>
      {source.textContent}
    </figcaption>
  )
}
