import { useRef, type MouseEvent, type PointerEvent } from 'react'
import { swipeDirection } from './pointer-rules.ts'

interface PointerStart {
  id: number
  x: number
  y: number
  time: number
}

/**
 * Pointer handlers for a quick swipe (≥ 50 px in ≤ 250 ms) with touch, pen or mouse. The click that a mouse
 * swipe ends with is swallowed, so that it does not also open the lightbox or step the slideshow.
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<PointerStart | null>(null)
  const swiped = useRef(false)
  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType === 'mouse' && event.button !== 0) return
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY, time: event.timeStamp }
      swiped.current = false
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current
      start.current = null
      if (!from || from.id !== event.pointerId) return
      const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y, event.timeStamp - from.time)
      if (direction === 0) return
      swiped.current = true
      onSwipe(direction)
    },
    onPointerCancel() {
      start.current = null
    },
    onClickCapture(event: MouseEvent) {
      if (!swiped.current) return
      swiped.current = false
      event.preventDefault()
      event.stopPropagation()
    },
  }
}
