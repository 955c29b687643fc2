import { useEffect, useRef } from 'react'
import { flushSync } from 'react-dom'

/**
 * A function that runs a change and draws its outcome before returning, for the element's methods: a video
 * played by `play()` is on the page when `play()` returns. A call made before the element loaded is replayed
 * while React commits it, where `flushSync` may not run; React draws that change right after the commit anyway.
 */
export function useDrawNow(): (change: () => void) => void {
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  return (change) => (mounted.current ? flushSync(change) : change())
}
