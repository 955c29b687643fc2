import { useLayoutEffect, useRef } from 'react'
import type { ElementHost } from './element-host.ts'

/**
 * Exposes component functions as the element's public methods. The latest closures are always called, so
 * the methods see current state without re-registering on every render.
 */
export function useElementMethods<Methods extends object>(host: ElementHost<Methods>, methods: Methods): void {
  const latest = useRef(methods)
  latest.current = methods
  useLayoutEffect(() => {
    const forwarding = Object.fromEntries(
      Object.keys(latest.current).map((name) => [
        name,
        (...args: unknown[]) => (latest.current[name as keyof Methods] as (...args: unknown[]) => unknown)(...args),
      ]),
    ) as Methods
    return host.registerMethods(forwarding)
  }, [host])
}
