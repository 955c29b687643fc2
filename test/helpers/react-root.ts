import type { ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'

/**
 * A React root of the page's own, as an app has it, in a new container (styled by `containerStyle`) at the end
 * of the page: `render()` draws at once, `unmount()` takes the root and its container away.
 */
export function reactRoot(containerStyle = '') {
  const container = document.createElement('div')
  container.setAttribute('style', containerStyle)
  document.body.append(container)
  const root = createRoot(container)
  return {
    container,
    render: (content: ReactNode) => flushSync(() => root.render(content)),
    unmount: () => {
      root.unmount()
      container.remove()
    },
  }
}
