import { useEffect, useState } from 'react'
import { isMobileDevice } from '../../../core/images/device.ts'
import { prefersReducedMotion } from '../hooks/media-queries.ts'
import type { GalleryNavigator } from '../navigation/gallery-navigator.ts'
import { autoplayAllowed, autoplayDelay, autoplayRunning, autoplayTimeout, noMotionRequested } from '../rules/autoplay-rules.ts'
import type { GalleryConfig } from '../schema/block-schema.ts'

export interface Autoplay {
  /** Autoplay is on and nothing forbids motion: the rotation control shows. */
  allowed: boolean
  running: boolean
  /** The rotation control: stops autoplay, or starts it again. */
  toggle(): void
}

interface AutoplayOptions {
  host: HTMLElement
  navigator: GalleryNavigator
  config: GalleryConfig
  index: number
  inMotion: boolean
  count: number
  videoPlaying: boolean
  lightboxOpen: boolean
}

/**
 * Autoplay (001 §4, §9): the next slide every 5 s (or `autoplay-duration` s), a random second longer with
 * randomize, wrapping at the end. Off with `?nomotion=true` and under reduced motion; held while the pointer is
 * over the gallery (not on mobile), while focus is inside it but for the rotation control (WAI-ARIA carousel), while a video plays
 * or the lightbox is open; stopped and started by the visitor with the rotation control.
 */
export function useAutoplay({ host, navigator, config, index, inMotion, count, videoPlaying, lightboxOpen }: AutoplayOptions): Autoplay {
  const allowed = autoplayAllowed({ autoplay: config.autoplay, noMotion: noMotionRequested(location.search), reducedMotion: prefersReducedMotion() })
  const [stoppedByVisitor, setStoppedByVisitor] = useState(false)
  const [hoverPaused, setHoverPaused] = useState(false)
  const [focusInside, setFocusInside] = useState(false)
  const { randomize, pauseOnMouseover } = config.autoplayOptions

  useEffect(() => {
    if (!allowed) return
    // The lightbox covers the page: the pointer over it is not over the gallery, before or after.
    setHoverPaused(false)
    const onPointer = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && pauseOnMouseover && !lightboxOpen && !isMobileDevice()) setHoverPaused(event.type === 'pointerenter')
    }
    // The lightbox and the rotation control are not the carousel's slides; a removed element fires no focusout,
    // so this runs again when the lightbox closes.
    const onFocus = (event?: FocusEvent) => {
      const focused = event ? event.composedPath()[0] : host.shadowRoot?.activeElement
      setFocusInside(focused instanceof HTMLElement && !focused.closest('[part~=rotation], dialog'))
    }
    // While focus leaves, some browsers still report the element it leaves as active.
    const onBlur = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && host.contains(event.relatedTarget))) setFocusInside(false)
    }
    onFocus()
    const events = ['pointerenter', 'pointerleave'] as const
    for (const type of events) host.addEventListener(type, onPointer)
    host.addEventListener('focusin', onFocus)
    host.addEventListener('focusout', onBlur)
    return () => {
      for (const type of events) host.removeEventListener(type, onPointer)
      host.removeEventListener('focusin', onFocus)
      host.removeEventListener('focusout', onBlur)
    }
  }, [host, allowed, pauseOnMouseover, lightboxOpen])

  const running =
    count > 1 && autoplayRunning({ autoplay: allowed, noMotion: false, reducedMotion: false, stoppedByVisitor, videoPlaying, lightboxOpen, hoverPaused, focusInside })
  const timeout = autoplayTimeout(config.autoplayDuration, config.autoplayOptions.timeout)

  useEffect(() => {
    if (!running || inMotion) return
    const timer = setTimeout(() => navigator.step(1, { wrap: true }), autoplayDelay(timeout, randomize))
    return () => clearTimeout(timer)
  }, [navigator, running, inMotion, index, timeout, randomize])

  return { allowed, running, toggle: () => setStoppedByVisitor(!stoppedByVisitor) }
}
