import type { CSSProperties } from 'react'

interface SpacerProps {
  from: number
  to: number
  /** `li` inside a list, so that the list holds list items only. */
  as?: 'div' | 'li'
  style?: CSSProperties
}

/**
 * Stands for the slides `from` to `to` (exclusive) that a windowed design leaves out: it takes their room, so that
 * the track's offsets and the page's scroll height stay those of the whole gallery.
 */
export function Spacer({ from, to, as: Tag = 'div', style }: SpacerProps) {
  return <Tag className="spacer" aria-hidden="true" data-from={from} data-to={to} style={{ '--ss-gallery-run': to - from, ...style } as CSSProperties} />
}
