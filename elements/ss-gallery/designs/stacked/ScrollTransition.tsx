import { useEffect, useRef, type RefObject } from 'react'
import { tweenScrollLeft, useScrollSettled } from '../../hooks/scroll-motion.ts'
import type { GalleryNavigator } from '../../navigation/gallery-navigator.ts'

interface ScrollTransitionProps {
  stage: RefObject<HTMLElement | null>
  navigator: GalleryNavigator
  index: number
  motionMs: number
}

const rowOf = (stage: HTMLElement | null) => stage?.querySelector<HTMLElement>(':scope > .slides') ?? null

/**
 * The scroll transition, loaded only for it: the slides lie in a row the visitor scrolls, snapping to each;
 * the slide it stops on becomes current, and a change of slide scrolls there in 0.4 s. Renders nothing: it
 * marks the stage `data-scroll`, which lays the slides in a row.
 */
export function ScrollTransition({ stage, navigator, index, motionMs }: ScrollTransitionProps) {
  const shown = useRef<number | undefined>(undefined)

  // Passive effects: the stage's ref is only set once its children's layout effects have run.
  // Until this code has arrived the slides stay stacked; `data-scroll` lays them in a row.
  useEffect(() => {
    const element = stage.current
    if (!element) return
    element.dataset.scroll = ''
    return () => {
      delete element.dataset.scroll
    }
  }, [stage])

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
    const tween = tweenScrollLeft(row, left, motionMs)
    tween.finished.then(() => navigator.settle())
    return () => tween.cancel()
  }, [stage, navigator, index, motionMs])

  const onSettled = useScrollSettled(() => {
    const row = rowOf(stage.current)
    if (row && row.clientWidth > 0 && !navigator.inMotion) navigator.goTo(Math.round(row.scrollLeft / row.clientWidth), { animate: false })
  })
  useEffect(() => {
    const row = rowOf(stage.current)
    row?.addEventListener('scroll', onSettled)
    return () => row?.removeEventListener('scroll', onSettled)
  }, [stage, onSettled])

  return null
}
