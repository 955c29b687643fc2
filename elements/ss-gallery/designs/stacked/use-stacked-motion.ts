import { useLayoutEffect, useRef, type RefObject } from 'react'
import type { GalleryNavigator } from '../../navigation/gallery-navigator.ts'
import type { StackedTransition } from '../../schema/block-schema.ts'
import { KEN_BURNS_ZOOM, travelDirection } from '../motion.ts'
import { playKenBurns, playStackedTransition } from './stacked-transitions.ts'
import type { DragRelease } from './SwipeDrag.tsx'

interface StackedMotion {
  stage: RefObject<HTMLElement | null>
  navigator: GalleryNavigator
  index: number
  count: number
  transition: StackedTransition
  motionMs: number
  /** How long a slide stays before autoplay moves on: the ken-burns zoom lasts that long. */
  dwellMs: number
  /** Where a drag let go of the slide, for the transition to carry on from. */
  release: RefObject<DragRelease>
}

const slideAt = (stage: HTMLElement, index: number) => stage.querySelector(`:scope > .slides > [data-index="${index}"]`)

/**
 * Plays the transition whenever the index changes while the navigator is in motion, then settles it: the two
 * slides animate (the scroll transition moves by scrolling instead, in `ScrollTransition`).
 */
export function useStackedMotion({ stage, navigator, index, count, transition, motionMs, dwellMs, release }: StackedMotion): void {
  const shownIndex = useRef(index)

  useLayoutEffect(() => {
    const from = shownIndex.current
    shownIndex.current = index
    const element = stage.current
    if (!element || from === index || transition === 'scroll' || !navigator.inMotion) return
    const settle = () => navigator.settle()
    const { offsetPx, durationMs = motionMs } = release.current
    release.current = { offsetPx: 0 }
    const outgoing = slideAt(element, from)
    const incoming = slideAt(element, index)
    const direction = travelDirection(from, index, count)
    const animations = outgoing && incoming ? playStackedTransition(transition, outgoing, incoming, direction, durationMs, offsetPx) : []
    Promise.all(animations.map((animation) => animation.finished)).then(settle, settle)
  }, [stage, navigator, index, count, transition, motionMs, release])

  // The outgoing slide keeps its zoom until its transition has ended, then lets it go.
  const zoom = useRef<Animation | undefined>(undefined)
  useLayoutEffect(() => {
    const previous = zoom.current
    zoom.current = undefined
    if (previous) {
      previous.pause()
      const slide = (previous.effect as KeyframeEffect | null)?.target?.closest('.slide')
      const letGo = () => previous.cancel()
      Promise.all(slide?.getAnimations().map((animation) => animation.finished) ?? []).then(letGo, letGo)
    }
    if (transition !== 'ken-burns' || motionMs === 0 || !stage.current) return
    const media = slideAt(stage.current, index)?.querySelector('.media')
    if (media) zoom.current = playKenBurns(media, KEN_BURNS_ZOOM, dwellMs + motionMs)
  }, [stage, index, transition, motionMs, dwellMs])

  useLayoutEffect(() => () => zoom.current?.cancel(), [])
}
