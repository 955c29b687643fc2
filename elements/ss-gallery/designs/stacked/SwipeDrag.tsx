import { useEffect, type RefObject } from 'react'
import type { GalleryNavigator } from '../../navigation/gallery-navigator.ts'
import { averageVelocity, dragAxis, dragOutcome, newSwipeDurationMs, pastEndOffset, type PointerSample } from '../../swipe/drag-rules.ts'
import { swipeDirection } from '../../swipe/pointer-rules.ts'
import type { GalleryConfig, StackedTransition } from '../../schema/block-schema.ts'

/** Where a drag let go of the slide, for the transition to carry on from: its offset and, for new-swipe, its duration. */
export interface DragRelease {
  offsetPx: number
  durationMs?: number
}

interface Drag {
  id: number
  x: number
  y: number
  time: number
  samples: PointerSample[]
  axis?: 'x' | 'y'
  dx: number
  /** Where the slide is drawn: `dx`, or less past an end by its boundary. */
  shownPx: number
}

/** A new-swipe flick this fast (px/ms) moves on whatever the distance. */
const FLICK_VELOCITY = 0.5
const SNAP_BACK_MS = 200
const DRAGGED = ['transform', 'opacity', 'visibility'] as const

interface SwipeDragProps {
  stage: RefObject<HTMLElement | null>
  navigator: GalleryNavigator
  transition: StackedTransition
  boundaries: GalleryConfig['boundaries']
  release: RefObject<DragRelease>
}

/**
 * The slide following the finger, for the swipe and new-swipe transitions; loaded only for them. Swipe moves
 * on after a quick swipe (≥ 50 px in ≤ 250 ms) or, for a longer touch, past width / 2.25; new-swipe decides
 * the axis after 10 px (a vertical drag is left to the page) and finishes at the release velocity, averaged
 * over 5 samples, in 0.2–0.5 s. A drag that does not move on springs back. Past the first or last slide the
 * slide follows the drag by the `boundaries` there (hard, inertial or none). Renders nothing: it listens on the
 * stage, and marks it `data-drag` meanwhile (the grab cursor).
 */
export function SwipeDrag({ stage, navigator, transition, boundaries, release }: SwipeDragProps) {
  useEffect(() => {
    const element = stage.current
    if (!element) return
    const listeners = dragListeners(element, navigator, transition, boundaries, release)
    for (const [type, listener] of listeners) element.addEventListener(type, listener as EventListener, type === 'click')
    element.dataset.drag = ''
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener as EventListener, type === 'click')
      delete element.dataset.drag
    }
  }, [stage, navigator, transition, boundaries, release])
  return null
}

function dragListeners(
  element: HTMLElement,
  navigator: GalleryNavigator,
  transition: StackedTransition,
  boundaries: GalleryConfig['boundaries'],
  release: RefObject<DragRelease>,
) {
  let drag: Drag | null = null
  let moved = false

  const slides = () => {
    const { index, settings } = navigator
    const at = (i: number) => element.querySelector<HTMLElement>(`:scope > .slides > [data-index="${i}"]`)
    const neighbour = (direction: 1 | -1) => {
      const target = index + direction
      if (!settings.loop && (target < 0 || target >= settings.count)) return null
      return at((target + settings.count) % settings.count)
    }
    return { current: at(index), neighbour }
  }

  /** Draws the slides `dx` px along; answers where the current one is drawn. */
  const place = (dx: number) => {
    const { current, neighbour } = slides()
    const width = current?.offsetWidth ?? 1
    const next = neighbour(dx < 0 ? 1 : -1)
    const shown = next ? dx : pastEndOffset(dx, dx < 0 ? boundaries.end : boundaries.start)
    current?.style.setProperty('transform', `translateX(${shown}px)`)
    for (const direction of [1, -1] as const) {
      const slide = neighbour(direction)
      if (!slide || slide === current) continue
      if (slide !== next) for (const property of DRAGGED) slide.style.removeProperty(property)
      else slide.style.cssText += `;visibility: visible; opacity: 1; transform: translateX(${shown + (dx < 0 ? width : -width)}px)`
    }
    return shown
  }

  const letGo = () => {
    const { current, neighbour } = slides()
    for (const slide of [current, neighbour(1), neighbour(-1)]) for (const property of DRAGGED) slide?.style.removeProperty(property)
  }

  const springBack = (dx: number) => {
    letGo()
    slides().current?.animate([{ transform: `translateX(${dx}px)` }, { transform: 'translateX(0)' }], { duration: SNAP_BACK_MS, easing: 'ease-out' })
  }

  const outcome = (state: Drag, dy: number, ms: number, width: number): { direction: -1 | 0 | 1; durationMs?: number } => {
    const flick = swipeDirection(state.dx, dy, ms)
    if (state.axis !== 'x') return { direction: flick }
    if (transition === 'swipe') return { direction: dragOutcome(state.dx, ms, width) }
    const velocity = averageVelocity(state.samples)
    const fast = Math.abs(velocity) >= FLICK_VELOCITY && Math.sign(velocity) === Math.sign(state.dx)
    const direction = fast || Math.abs(state.dx) > width / 2 ? (state.dx < 0 ? 1 : -1) : flick
    return { direction, durationMs: newSwipeDurationMs(width - Math.abs(state.dx), velocity, innerWidth >= 800) }
  }

  return [
    [
      'pointerdown',
      (event: PointerEvent) => {
        if ((event.pointerType === 'mouse' && event.button !== 0) || navigator.inMotion) return
        drag = { id: event.pointerId, x: event.clientX, y: event.clientY, time: event.timeStamp, samples: [], dx: 0, shownPx: 0 }
        moved = false
      },
    ],
    [
      'pointermove',
      (event: PointerEvent) => {
        const state = drag
        if (!state || state.id !== event.pointerId) return
        const dx = event.clientX - state.x
        state.axis ??= transition === 'new-swipe' ? dragAxis(dx, event.clientY - state.y) : Math.abs(dx) >= 10 ? 'x' : undefined
        if (state.axis === 'y') drag = null
        if (state.axis !== 'x') return
        if (!moved) {
          moved = true
          try {
            element.setPointerCapture(event.pointerId)
          } catch {
            // A pointer the browser does not know (a synthetic one) cannot be captured; the drag works without.
          }
        }
        state.dx = dx
        state.samples.push({ x: event.clientX, time: event.timeStamp })
        state.shownPx = place(dx)
      },
    ],
    [
      'pointerup',
      (event: PointerEvent) => {
        const state = drag
        drag = null
        if (!state || state.id !== event.pointerId) return
        state.dx = event.clientX - state.x
        const width = slides().current?.offsetWidth ?? 1
        const { direction, durationMs } = outcome(state, event.clientY - state.y, event.timeStamp - state.time, width)
        letGo()
        release.current = { offsetPx: state.dx, ...(durationMs ? { durationMs } : {}) }
        if (direction !== 0 && navigator.step(direction)) return
        release.current = { offsetPx: 0 }
        if (state.shownPx !== 0) springBack(state.shownPx)
      },
    ],
    [
      'pointercancel',
      () => {
        if (drag) letGo()
        drag = null
      },
    ],
    [
      'click',
      (event: MouseEvent) => {
        if (!moved) return
        moved = false
        event.preventDefault()
        event.stopPropagation()
      },
    ],
  ] as const
}
