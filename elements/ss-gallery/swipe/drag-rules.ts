import { swipeDirection, SWIPE_MAX_MS, type Direction } from './pointer-rules.ts'
import type { Boundary } from '../schema/block-schema.ts'

/** A slower drag of the swipe transition moves on once past the container width / 2.25. */
export const DRAG_WIDTH_DIVISOR = 2.25
/** New-swipe decides the drag axis after 10 px and averages velocity over 5 samples. */
export const AXIS_LOCK_PX = 10
export const VELOCITY_SAMPLES = 5

/** Where a drag of the swipe transition ends: a flick, or a longer touch dragged past width / 2.25. */
export function dragOutcome(dx: number, ms: number, width: number): Direction {
  const flick = swipeDirection(dx, 0, ms)
  if (flick !== 0) return flick
  if (ms > SWIPE_MAX_MS && Math.abs(dx) > width / DRAG_WIDTH_DIVISOR) return dx < 0 ? 1 : -1
  return 0
}

/** The axis a new-swipe drag follows, once it has moved 10 px; undefined before. */
export function dragAxis(dx: number, dy: number): 'x' | 'y' | undefined {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < AXIS_LOCK_PX) return undefined
  return Math.abs(dx) >= Math.abs(dy) ? 'x' : 'y'
}

export interface PointerSample {
  x: number
  time: number
}

/** Velocity in px/ms over the last 5 samples. */
export function averageVelocity(samples: readonly PointerSample[]): number {
  const recent = samples.slice(-VELOCITY_SAMPLES)
  const first = recent[0]
  const last = recent[recent.length - 1]
  if (!first || !last || last.time <= first.time) return 0
  return (last.x - first.x) / (last.time - first.time)
}

/**
 * How long the new-swipe transition takes to cover `remainingPx` at the release velocity: 0.2–0.5 s, or
 * 0.3–0.5 s on windows 800 px and wider.
 */
export function newSwipeDurationMs(remainingPx: number, velocity: number, wide: boolean): number {
  const min = wide ? 300 : 200
  const max = 500
  const speed = Math.abs(velocity)
  if (speed === 0) return max
  return Math.round(Math.min(max, Math.max(min, Math.abs(remainingPx) / speed)))
}

/** An inertial boundary lets the slide follow a third of a drag past the end. */
export const INERTIAL_RESISTANCE = 3

/**
 * How far the slide follows a drag of `dx` px past the first or last slide (no neighbour there): `hard` not at
 * all, `inertial` a third of the way, `none` all of it. Either way it springs back on release.
 */
export function pastEndOffset(dx: number, boundary: Boundary): number {
  if (boundary === 'hard') return 0
  return boundary === 'inertial' ? dx / INERTIAL_RESISTANCE : dx
}
