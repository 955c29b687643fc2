import { useLayoutEffect, useRef, useState } from 'react'

const CHILDREN: MutationObserverInit = { childList: true }

/**
 * What `read` finds in `element`'s light DOM (its slides, sections, items), read again after every change that
 * `options` observes (its children by default), so the component draws what the page holds now.
 */
export function useLightDom<Value>(element: Element, read: (element: Element) => Value, options: MutationObserverInit = CHILDREN): Value {
  const [value, setValue] = useState(() => read(element))
  const latestRead = useRef(read)
  latestRead.current = read
  const observed = JSON.stringify(options)
  useLayoutEffect(() => {
    const observer = new MutationObserver(() => setValue(latestRead.current(element)))
    observer.observe(element, JSON.parse(observed) as MutationObserverInit)
    return () => observer.disconnect()
  }, [element, observed])
  return value
}
