import { useCallback, useState } from 'react'
import { prefersReducedMotion } from '../../../core/dom/reduced-motion.ts'
import { autoplayAllowed, noMotionRequested } from '../rules/autoplay-rules.ts'
import type { GalleryConfig } from '../schema/block-schema.ts'

export interface Autoplay {
  /** Autoplay is on and nothing forbids motion (`?nomotion=true`, reduced motion): the rotation control shows. */
  allowed: boolean
  running: boolean
  /** The rotation control: stops autoplay, or starts it again. */
  toggle(): void
}

/**
 * The state of autoplay (001 §4) that the controls show. The driver that runs it (`AutoplayDriver`) loads only
 * where it is allowed and reports whether the slides rotate; until it has, they are taken to.
 */
export function useAutoplayState(config: GalleryConfig, count: number) {
  const allowed = autoplayAllowed({ autoplay: config.autoplay, noMotion: noMotionRequested(location.search), reducedMotion: prefersReducedMotion() })
  const [stoppedByVisitor, setStoppedByVisitor] = useState(false)
  const [running, setRunning] = useState<boolean | undefined>(undefined)
  const onRunning = useCallback((now: boolean) => setRunning(now), [])
  const autoplay: Autoplay = {
    allowed,
    running: allowed && (running ?? (count > 1 && !stoppedByVisitor)),
    toggle: () => setStoppedByVisitor(!stoppedByVisitor),
  }
  return { autoplay, stoppedByVisitor, onRunning }
}
