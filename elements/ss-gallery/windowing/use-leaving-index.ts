import { useRef } from 'react'

/**
 * The slide a move is leaving while the gallery is in motion, else the current one: a windowed design keeps the
 * slides around it drawn until the move has ended, so that the move never starts from an empty track.
 */
export function useLeavingIndex(index: number, inMotion: boolean): number {
  const last = useRef({ index, previous: index })
  if (last.current.index !== index) last.current = { index, previous: last.current.index }
  return inMotion ? last.current.previous : index
}
