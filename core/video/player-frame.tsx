import { useLayoutEffect, useRef } from 'react'

/**
 * Where a React view puts a `VideoPlayer`'s frame: the player builds its own iframe (and keeps it while paused),
 * so the view draws a box and the frame is put in it once drawn, before the browser paints.
 */
export function PlayerFrame({ frame }: { frame: HTMLIFrameElement }) {
  const holder = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => holder.current!.replaceChildren(frame), [frame])
  return <div ref={holder} />
}
