import type { CSSProperties } from 'react'

/**
 * Stands for the slides `from` to `to` (exclusive) that a windowed design leaves out: it takes their room, so that
 * the track's offsets and the page's scroll height stay those of the whole gallery.
 */
export function Spacer({ from, to, style }: { from: number; to: number; style?: CSSProperties }) {
  return <div className="spacer" aria-hidden="true" data-from={from} data-to={to} style={{ '--ss-gallery-run': to - from, ...style } as CSSProperties} />
}
