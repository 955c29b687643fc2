import { useLayoutEffect, useState } from 'react'

/**
 * A piece of an element's behaviour with a life of its own (listeners, observers, timers), following the
 * element's view onto and off the page: the same two names for every controller, as Lit's reactive controllers
 * have them. A controller may be connected again after it was disconnected.
 */
export interface ElementController {
  /** The view is on the page: take the listeners, observers and timers the controller needs. */
  hostConnected(): void
  /** The view left the page: release everything `hostConnected()` took. */
  hostDisconnected(): void
}

/**
 * The controller `create()` makes, once per mount of the calling component, connected before the browser paints
 * the first render and disconnected when the component unmounts.
 */
export function useController<Controller extends ElementController>(create: () => Controller): Controller {
  const [controller] = useState(create)
  useLayoutEffect(() => {
    controller.hostConnected()
    return () => controller.hostDisconnected()
  }, [controller])
  return controller
}
