import { useLayoutEffect, useRef, type RefObject } from 'react'
import type { GalleryNavigator } from '../../navigation/gallery-navigator.ts'
import type { StackedTransition } from '../../schema/block-schema.ts'
import { KEN_BURNS_ZOOM, travelDirection } from '../motion.ts'
import { playKenBurns, playStackedTransition } from './stacked-transitions.ts'

interface StackedMotion {
  stage: RefObject<HTMLElement | null>
  navigator: GalleryNavigator
  index: number
  count: number
  transition: StackedTransition
  motionMs: number
  /** How long a slide stays before autoplay moves on: the ken-burns zoom lasts that long. */
  dwellMs: number
  /** Where a drag left the outgoing slide, in px, so that the animation goes on from there. */
  dragOffset: RefObject<number>
}

const slideAt = (stage: HTMLElement, index: number) => stage.querySelector(`:scope > .slides > [data-index="${index}"]`)

/** Plays the transition whenever the index changes while the navigator is in motion, then settles it. */
export function useStackedMotion({ stage, navigator, index, count, transition, motionMs, dwellMs, dragOffset }: StackedMotion): void {
  const shownIndex = useRef(index)

  useLayoutEffect(() => {
    const from = shownIndex.current
    shownIndex.current = index
    if (from === index || !navigator.inMotion || !stage.current) return
    const outgoing = slideAt(stage.current, from)
    const incoming = slideAt(stage.current, index)
    const direction = travelDirection(from, index, count)
    const offset = dragOffset.current
    dragOffset.current = 0
    const animations = outgoing && incoming ? playStackedTransition(transition, outgoing, incoming, direction, motionMs, offset) : []
    const settle = () => navigator.settle()
    Promise.all(animations.map((animation) => animation.finished)).then(settle, settle)
  }, [stage, navigator, index, count, transition, motionMs, dragOffset])

  // The outgoing slide keeps its zoom until its transition has ended, then lets it go.
  const zoom = useRef<Animation | undefined>(undefined)
  useLayoutEffect(() => {
    const previous = zoom.current
    zoom.current = undefined
    if (previous) {
      previous.pause()
      const slide = (previous.effect as KeyframeEffect | null)?.target?.closest('.slide')
      const release = () => previous.cancel()
      Promise.all(slide?.getAnimations().map((animation) => animation.finished) ?? []).then(release, release)
    }
    if (transition !== 'ken-burns' || motionMs === 0 || !stage.current) return
    const media = slideAt(stage.current, index)?.querySelector('.media')
    if (media) zoom.current = playKenBurns(media, KEN_BURNS_ZOOM, dwellMs + motionMs)
  }, [stage, index, transition, motionMs, dwellMs])

  useLayoutEffect(() => () => zoom.current?.cancel(), [])
}
