import { editorState } from './editor-state.ts'

/** The link a click lands on, looked for through open shadow roots (a gallery's click-through is in one). */
function linkOf(event: Event): Element | undefined {
  return event.composedPath().find((target): target is Element => target instanceof Element && target.matches('a[href], area[href]'))
}

/**
 * While the editor has disabled links, a click (or a middle click) on a link does nothing: it is stopped in
 * the capture phase on `window`, before any script of the page can follow or replay it. Returns the function
 * that removes the guard.
 */
export function guardLinks(win: Window = window): () => void {
  const guard = (event: MouseEvent) => {
    if (!editorState().linksDisabled || !linkOf(event)) return
    event.preventDefault()
    event.stopPropagation()
  }
  win.addEventListener('click', guard, { capture: true })
  win.addEventListener('auxclick', guard, { capture: true })
  return () => {
    win.removeEventListener('click', guard, { capture: true })
    win.removeEventListener('auxclick', guard, { capture: true })
  }
}
