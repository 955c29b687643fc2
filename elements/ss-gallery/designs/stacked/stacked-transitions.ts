import type { StackedTransition } from '../../schema/block-schema.ts'

const shown = { opacity: 1, visibility: 'visible' }

/**
 * Animates a stacked gallery from `outgoing` to `incoming`. The slides' own CSS already shows the new state;
 * these animations play the way there, keeping the outgoing slide visible until they end.
 */
export function playStackedTransition(
  transition: StackedTransition,
  outgoing: Element,
  incoming: Element,
  direction: 1 | -1,
  durationMs: number,
  fromOffsetPx = 0,
): Animation[] {
  const timing: KeyframeAnimationOptions = { duration: durationMs, easing: 'ease-out' }
  if (transition === 'fade' || transition === 'ken-burns') {
    return [
      outgoing.animate([shown, shown], timing),
      incoming.animate([{ opacity: 0, visibility: 'visible' }, shown], { ...timing, easing: 'ease' }),
    ]
  }
  const start = (fromOffsetPx / ((incoming as HTMLElement).offsetWidth || 1)) * 100
  return [
    outgoing.animate([{ ...shown, transform: `translateX(${start}%)` }, { ...shown, transform: `translateX(${-direction * 100}%)` }], timing),
    incoming.animate([{ ...shown, transform: `translateX(${direction * 100 + start}%)` }, { ...shown, transform: 'translateX(0)' }], timing),
  ]
}

/** Ken-burns: the shown slide's media zooms slowly to `zoom` while it is shown. */
export function playKenBurns(media: Element, zoom: number, durationMs: number): Animation {
  return media.animate([{ transform: 'scale(1)' }, { transform: `scale(${zoom})` }], { duration: durationMs, easing: 'linear', fill: 'forwards' })
}
