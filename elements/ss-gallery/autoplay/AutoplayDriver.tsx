import { useEffect, useState } from 'react'
import { isMobileDevice } from '../../../core/images/device.ts'
import { hoverTarget, overHoverTarget } from '../autoplay/hover-hold.ts'
import type { GalleryNavigator } from '../navigation/gallery-navigator.ts'
import { autoplayDelay, autoplayRunning, autoplayTimeout } from './autoplay-rules.ts'
import type { GalleryConfig } from '../schema/block-schema.ts'

export interface AutoplayDriverProps {
  host: HTMLElement
  navigator: GalleryNavigator
  config: GalleryConfig
  index: number
  inMotion: boolean
  count: number
  videoPlaying: boolean
  lightboxOpen: boolean
  stoppedByVisitor: boolean
  /** Told whether the slides rotate now, for the rotation control and the live region. */
  onRunning(running: boolean): void
}

/**
 * Autoplay, for the galleries where it is allowed (loaded only for them): the next slide every 5 s (or
 * `autoplay-duration` s), a random second longer with randomize, wrapping at the end. It holds while the pointer
 * is over the gallery (not on mobile) and while focus is inside it, but for the rotation control (WAI-ARIA
 * carousel), while a video plays or the lightbox is open, and while the visitor has stopped it. Renders nothing.
 */
export function AutoplayDriver({ host, navigator, config, index, inMotion, count, videoPlaying, lightboxOpen, stoppedByVisitor, onRunning }: AutoplayDriverProps) {
  const [hoverPaused, setHoverPaused] = useState(false)
  const [focusInside, setFocusInside] = useState(false)
  const { randomize, pauseOnMouseover } = config.autoplayOptions

  useEffect(() => {
    // The lightbox covers the page: the pointer over it is not over the gallery, before or after.
    setHoverPaused(false)
    // The pointer on the rotation control holds nothing (WAI-ARIA carousel): a click there that starts the
    // rotation starts it at once, as the control says.
    const target = hoverTarget(host, pauseOnMouseover)
    const onPointer = (event: Event) => {
      if (!(event instanceof PointerEvent) || event.pointerType !== 'mouse' || lightboxOpen || isMobileDevice()) return
      // Out of the window: the document hears a pointerout towards nothing.
      if (event.type === 'pointerout' && event.relatedTarget) return
      const path = event.composedPath()
      setHoverPaused(event.type === 'pointerover' && overHoverTarget(path, pauseOnMouseover) && !(path[0] as Element).closest('[part~=rotation]'))
    }
    const events = ['pointerover', 'pointerleave', 'pointerout'] as const
    for (const type of events) target?.addEventListener(type, onPointer)
    return () => {
      for (const type of events) target?.removeEventListener(type, onPointer)
    }
  }, [host, pauseOnMouseover, lightboxOpen])

  // Focus is read once it has settled (browsers disagree on what is active while it moves), and read again
  // when the lightbox, a video or the slide changes: a focused element that is removed fires no focusout.
  useEffect(() => {
    // `:focus-within` also covers a linked strip put in the gallery (slot="thumbnails"), focused in the light DOM.
    const read = () => setFocusInside(host.matches(':focus-within') && !host.shadowRoot?.activeElement?.closest('[part~=rotation], dialog'))
    let frame = 0
    const readSoon = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(read)
    }
    read()
    // Focus moving between two elements of the shadow root fires nothing on the host (the event's target and
    // related target are both retargeted to it): the shadow root hears it.
    const targets = [host, host.shadowRoot].filter((target) => target !== null)
    for (const target of targets) {
      target.addEventListener('focusin', readSoon)
      target.addEventListener('focusout', readSoon)
    }
    return () => {
      cancelAnimationFrame(frame)
      for (const target of targets) {
        target.removeEventListener('focusin', readSoon)
        target.removeEventListener('focusout', readSoon)
      }
    }
  }, [host, lightboxOpen, videoPlaying, index])

  const running =
    count > 1 && autoplayRunning({ autoplay: true, noMotion: false, reducedMotion: false, stoppedByVisitor, videoPlaying, lightboxOpen, hoverPaused, focusInside })
  useEffect(() => onRunning(running), [onRunning, running])
  const timeout = autoplayTimeout(config.autoplayDuration, config.autoplayOptions.timeout)

  useEffect(() => {
    if (!running || inMotion) return
    const timer = setTimeout(() => navigator.step(1, { wrap: true }), autoplayDelay(timeout, randomize))
    return () => clearTimeout(timer)
  }, [navigator, running, inMotion, index, timeout, randomize])

  return null
}
