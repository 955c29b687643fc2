import { useLayoutEffect, useRef } from 'react'

interface CaptionProps {
  /** The slide's light-DOM `<figcaption>`. */
  source: HTMLElement
  className?: string
  id?: string
  hidden?: boolean
}

/** A copy of a slide's caption, formatting and links included, kept in step with the light DOM. */
export function Caption({ source, className, id, hidden }: CaptionProps) {
  const ref = useRef<HTMLElement>(null)
  const html = source.innerHTML
  useLayoutEffect(() => {
    ref.current!.replaceChildren(...Array.from(source.childNodes, (node) => node.cloneNode(true)))
  }, [source, html])
  return <figcaption ref={ref} part="caption" className={className} id={id} hidden={hidden} />
}
