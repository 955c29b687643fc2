import { z } from 'zod/mini'

/** The marquee block JSON: the marquee settings, with their defaults. */
export const marqueeBlockSchema = z.object({
  waveFrequency: z._default(z.number(), 1),
  waveIntensity: z._default(z.number(), 0),
  animationDirection: z._default(z.enum(['left', 'right']), 'left'),
  animationSpeed: z._default(z.number().check(z.nonnegative()), 1),
  pausedOnHover: z._default(z.boolean(), false),
})

export type MarqueeConfig = z.output<typeof marqueeBlockSchema>

/** `running` moves; `paused` holds where it is (out of view, hovered, focused or paused); `static` wraps, unmoving. */
export type MarqueeState = 'running' | 'paused' | 'static'

export interface MarqueeMethods {
  play(): void
  pause(): void
}
