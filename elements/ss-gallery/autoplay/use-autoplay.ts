import { useCallback, useState } from 'react'
import { prefersReducedMotion } from '../../../core/dom/reduced-motion.ts'
import { autoplayAllowed, noMotionRequested } from './autoplay-rules.ts'
import type { GalleryConfig } from '../schema/block-schema.ts'

export interface Autoplay {
  /** Autoplay is on and nothing forbids motion (`?nomotion=true`, reduced motion): the rotation control shows. */
  allowed: boolean
  /** The slides rotate now: neither the visitor nor a hold (hover, focus, a video, the lightbox) stops them. */
  running: boolean
  /** The visitor stopped the rotation with the rotation control: what the control offers is to start it. */
  stoppedByVisitor: boolean
  /** The rotation control: stops autoplay, or starts it again. */
  toggle(): void
}

/**
 * The state of autoplay that the controls show. The driver that runs it (`AutoplayDriver`) loads only where it
 * is allowed and reports whether the slides rotate; until it has, they are taken to. Until `browserKnown` (a
 * server render and its hydration), neither the address nor the visitor's preference forbids it.
 */
export function useAutoplayState(config: GalleryConfig, count: number, browserKnown: boolean) {
  const allowed = autoplayAllowed({
    autoplay: config.autoplay,
    noMotion: browserKnown && noMotionRequested(location.search),
    reducedMotion: browserKnown && prefersReducedMotion(),
  })
  const [stoppedByVisitor, setStoppedByVisitor] = useState(false)
  const [running, setRunning] = useState<boolean | undefined>(undefined)
  const onRunning = useCallback((now: boolean) => setRunning(now), [])
  const autoplay: Autoplay = {
    allowed,
    running: allowed && (running ?? (count > 1 && !stoppedByVisitor)),
    stoppedByVisitor,
    toggle: () => setStoppedByVisitor(!stoppedByVisitor),
  }
  return { autoplay, onRunning }
}
