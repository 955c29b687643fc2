import { TRANSITION_WATCH_MS } from './highlight-timing.ts'

/** How much of the text the font probe holds: enough to change width when any of the text's fonts swaps. */
export const PROBE_TEXT_LENGTH = 200

/**
 * Calls `onChange` whenever the text's lines may have moved: the element or its container resized (an inline
 * element's own box is never reported resized, its container's is), its text changed, a font swapped (seen by
 * the width of a probe holding the text in the element's font: WebKit fires no font loading event for a face
 * loaded later), or, in its first 2 s, a transition around it ended (an entrance, a section opening).
 */
export function watchLayoutChanges(element: HTMLElement, onChange: () => void) {
  const probeWidths = new WeakMap<Element, number>()
  const resizeObserver = new ResizeObserver((entries) => {
    let moved = false
    for (const { target, contentRect } of entries) {
      // The probe matters only when its width changed; the element and its container whenever reported.
      moved ||= probeWidths.get(target) !== contentRect.width
      if (probeWidths.has(target)) probeWidths.set(target, contentRect.width)
    }
    if (moved) onChange()
  })
  resizeObserver.observe(element)
  if (element.parentElement) resizeObserver.observe(element.parentElement)
  const textObserver = new MutationObserver(onChange)
  textObserver.observe(element, { childList: true, characterData: true, subtree: true })
  void document.fonts.ready.then(onChange)
  const stopTransitionWatch = watchTransitionsAround(element, onChange)

  return {
    /** Watches the font probe's width (a new probe after a re-render replaces the old). */
    observeProbe(probe: Element): void {
      if (probeWidths.has(probe)) return
      probeWidths.set(probe, (probe as HTMLElement).offsetWidth)
      resizeObserver.observe(probe)
    },
    stop(): void {
      resizeObserver.disconnect()
      textObserver.disconnect()
      stopTransitionWatch()
    },
  }
}

/**
 * Calls `onEnd` each time a transition of an element around `element` ends (an entrance, a section opening),
 * during its first 2 s; returns the way to stop early.
 */
export function watchTransitionsAround(element: HTMLElement, onEnd: () => void): () => void {
  const onTransitionEnd = (event: Event) => {
    if (event.target instanceof Node && event.target !== element && event.target.contains(element)) onEnd()
  }
  const stop = () => {
    clearTimeout(timer)
    document.removeEventListener('transitionend', onTransitionEnd)
  }
  document.addEventListener('transitionend', onTransitionEnd)
  const timer = setTimeout(stop, TRANSITION_WATCH_MS)
  return stop
}
