import type { PageContext } from '../context/page-context-schema.ts'
import { resetEditorState, setEditorState } from './editor-state.ts'
import { guardLinks } from './link-guard.ts'
import { reflectEditorState } from './page-reflection.ts'
import { startPreviewProtocol } from './preview-protocol.ts'

/** The editor origin the page context names (`editorOrigin`), when it is a well-formed http(s) origin. */
export function editorOriginOf(context: PageContext): string | undefined {
  const named = context.editorOrigin
  if (typeof named !== 'string') return undefined
  try {
    const url = new URL(named)
    return url.origin === named && (url.protocol === 'https:' || url.protocol === 'http:') ? named : undefined
  } catch {
    return undefined
  }
}

/**
 * The page's side of the site editor, started by the runtime: edit mode from the page context
 * (`editorFrame: true`), the editor state shown on `<html>`, the link guard, and, in a frame whose context
 * names the editor's origin, the preview protocol. Returns the function that undoes it all.
 */
export function startPageEditor(context: PageContext, win: Window = window): () => void {
  setEditorState({ editing: context.editorFrame === true })
  const stops = [reflectEditorState(win.document), guardLinks(win)]
  const editorOrigin = editorOriginOf(context)
  const framed = win.top !== win
  if (framed && editorOrigin) stops.push(startPreviewProtocol(editorOrigin, win))
  else if (framed && context.editorOrigin != null) console.warn(`ss-elements: editorOrigin is not an origin: ${String(context.editorOrigin)}`)
  return () => {
    for (const stop of stops.reverse()) stop()
    resetEditorState()
  }
}
