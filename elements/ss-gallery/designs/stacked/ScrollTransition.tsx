import { useEffect, useRef, type RefObject } from 'react'
import { easeOutSine, tween, type Tween, type TweenState } from '../../../../core/motion/index.ts'
import type { GalleryNavigator } from '../../navigation/gallery-navigator.ts'
import { useScrollSettled } from '../../navigation/use-scroll-settled.ts'
import { NATIVE_SNAP_POINT, settledSlide } from './scroll-snap.ts'

interface ScrollTransitionProps {
  stage: RefObject<HTMLElement | null>
  navigator: GalleryNavigator
  index: number
  motionMs: number
  /** Where a scroll settles: a share of a slide (0–1), or `none` to stay where it stops. */
  snapPoint: number | 'none'
}

const rowOf = (stage: HTMLElement | null) => stage?.querySelector<HTMLElement>(':scope > .slides') ?? null

/**
 * The scroll transition, loaded only for it: the slides lie in a row the visitor scrolls, snapping to each;
 * the slide it stops on becomes current, and a change of slide scrolls there in 0.4 s. Renders nothing: it
 * marks the stage `data-scroll`, which lays the slides in a row. At the 50% snap point the browser snaps; at
 * another the row scrolls freely (`data-free-scroll`) and, once it stops, on to the slide the snap point
 * chooses; with `none` it stays where it stopped.
 */
export function ScrollTransition({ stage, navigator, index, motionMs, snapPoint }: ScrollTransitionProps) {
  const shown = useRef<number | undefined>(undefined)

  // Passive effects: the stage's ref is only set once its children's layout effects have run.
  // Until this code has arrived the slides stay stacked; `data-scroll` lays them in a row.
  useEffect(() => {
    const element = stage.current
    if (!element) return
    element.dataset.scroll = ''
    element.toggleAttribute('data-free-scroll', snapPoint !== NATIVE_SNAP_POINT)
    return () => {
      delete element.dataset.scroll
      delete element.dataset.freeScroll
    }
  }, [stage, snapPoint])

  // The first placement (this code may arrive after the first moves) is at once.
  useEffect(() => {
    const row = rowOf(stage.current)
    if (!row || shown.current === index) return
    const first = shown.current === undefined
    shown.current = index
    const left = index * row.clientWidth
    if (first || !navigator.inMotion) {
      row.scrollLeft = left
      navigator.settle()
      return
    }
    const scroll = scrollRowTo(row, left, motionMs)
    scroll.finished.then(() => navigator.settle())
    return () => scroll.stop()
  }, [stage, navigator, index, motionMs])

  const onSettled = useScrollSettled(() => {
    const row = rowOf(stage.current)
    if (!row || row.clientWidth === 0 || navigator.inMotion) return
    const target = settledSlide(row.scrollLeft / row.clientWidth, snapPoint, navigator.settings.count)
    if (snapPoint === 'none') shown.current = target
    if (target !== navigator.index) navigator.goTo(target, { animate: snapPoint !== 'none' && snapPoint !== NATIVE_SNAP_POINT })
    else if (snapPoint !== 'none' && Math.abs(row.scrollLeft - target * row.clientWidth) >= 1) scrollRowTo(row, target * row.clientWidth, motionMs)
  })
  useEffect(() => {
    const row = rowOf(stage.current)
    row?.addEventListener('scroll', onSettled)
    return () => row?.removeEventListener('scroll', onSettled)
  }, [stage, onSettled])

  return null
}

/**
 * Scrolls `row` to `left` over `durationMs`, easing out, with snapping switched off on the way so that the
 * browser does not pull it back at every frame; snapping is back as soon as the scroll ends or is stopped.
 */
function scrollRowTo(row: HTMLElement, left: number, durationMs: number): Tween {
  const from = row.scrollLeft
  row.style.scrollSnapType = 'none'
  const step = (progress: number) => {
    row.scrollLeft = from + (left - from) * progress
  }
  // Restored on `ended`, synchronously: `finished` settles a microtask later, after a scroll replacing a stopped
  // one has switched snapping off again.
  const onState = (state: TweenState) => {
    if (state === 'ended') row.style.removeProperty('scroll-snap-type')
  }
  return tween(step, { duration: durationMs, easing: easeOutSine, onState })
}
