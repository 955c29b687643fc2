import { pendingBlockJsonKey } from '../../core/element/pending-block-json.ts'

/**
 * The room the wave will take above and below the line, kept while the marquee's code loads so that its first
 * layout moves nothing: the intensity × 0.1, clamped to 0..1, in `em`. The rule is also `waveShare` in
 * marquee-rules.ts; the element's entry cannot import that file without being split into two chunks.
 */
export function pendingWaveRoom(element: HTMLElement): Record<`--${string}`, string> {
  const attribute = element.getAttribute('wave-intensity') ?? element.getAttribute('waveintensity')
  const intensity = Number(attribute ?? pendingBlockJsonKey(element, 'waveIntensity') ?? 0)
  const share = Number.isFinite(intensity) ? Math.min(1, Math.max(0, intensity * 0.1)) : 0
  return { '--ss-marquee-wave-room': `${share}em` }
}
