/** Resolves with the next `name` event dispatched on `target`; rejects naming the event after `timeoutMs`. */
export function waitForEvent<E extends Event = Event>(target: EventTarget, name: string, timeoutMs = 3000): Promise<E> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      target.removeEventListener(name, onEvent)
      reject(new Error(`Timed out after ${timeoutMs} ms waiting for the ${name} event`))
    }, timeoutMs)
    function onEvent(event: Event) {
      clearTimeout(timer)
      target.removeEventListener(name, onEvent)
      resolve(event as E)
    }
    target.addEventListener(name, onEvent)
  })
}

/** Resolves after the browser has rendered the next frame (styles and layout of the current state applied). */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
}
