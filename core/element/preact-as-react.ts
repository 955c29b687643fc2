import { options } from 'preact'

/**
 * What `react` and `react-dom` resolve to in the files of dist/ that a page loads by `<script>`
 * (rollup.config.mjs): Preact's React API, 5 KB gzip where React and ReactDOM are 67 KB.
 *
 * This copy of Preact is the library's own, so it is told to keep React's timing, which the elements rely on:
 * - a state change made by an event handler is drawn before the handler's event has finished, so the next
 *   event (a click on submit right after typing) meets the form as drawn;
 * - effects run right after the commit, so an element removed right after it rendered unmounts at once.
 * Preact otherwise runs effects after the next frame.
 */
let handlingEvent = false
const previousEventHook = options.event
options.event = (event) => {
  if (!handlingEvent) {
    handlingEvent = true
    queueMicrotask(() => (handlingEvent = false))
  }
  return previousEventHook ? previousEventHook(event) : event
}
options.debounceRendering = (render) => (handlingEvent ? render() : queueMicrotask(render))
options.requestAnimationFrame = (flushEffects) => queueMicrotask(flushEffects)

// @ts-expect-error -- Preact's typings declare its React API as `export =`, its module exports each name.
export * from 'preact/compat'
export { default } from 'preact/compat'
