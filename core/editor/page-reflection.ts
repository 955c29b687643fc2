import { editorState, INITIAL_EDITOR_STATE, onEditorStateChange, type EditorState } from './editor-state.ts'

/** Set on `<html>` while the page is shown inside the site editor. */
export const EDIT_MODE_ATTRIBUTE = 'data-ss-edit-mode'

/** The attributes on `<html>` that show the editor state to the site's CSS, each from one field. */
const FLAGS = {
  [EDIT_MODE_ATTRIBUTE]: (state) => state.editing,
  'data-ss-links-disabled': (state) => state.linksDisabled,
  'data-ss-site-styles-editing': (state) => state.siteStylesEditing,
  'data-ss-full-screen-preview': (state) => state.fullScreenPreview,
  'data-ss-mobile-drawer-expanded': (state) => state.mobileDrawerExpanded,
} satisfies Record<string, (state: EditorState) => boolean>

export const EDITING_MODE_ATTRIBUTE = 'data-ss-editing-mode'

function reflect(root: HTMLElement, state: EditorState): void {
  for (const [name, isOn] of Object.entries(FLAGS)) root.toggleAttribute(name, isOn(state))
  if (state.editingMode) root.setAttribute(EDITING_MODE_ATTRIBUTE, state.editingMode)
  else root.removeAttribute(EDITING_MODE_ATTRIBUTE)
}

/**
 * Keeps the editor state on `<html>` as attributes for CSS, and the custom CSS being edited adopted by the
 * document (a constructed stylesheet: no `<style>` element, so it works under a strict CSP). Returns the
 * function that stops and takes both away.
 */
export function reflectEditorState(doc: Document = document): () => void {
  const customCss = new doc.defaultView!.CSSStyleSheet()
  let shownCss = ''
  const update = (state: EditorState) => {
    reflect(doc.documentElement, state)
    if (state.customCss === shownCss) return
    customCss.replaceSync(state.customCss)
    if (shownCss === '') doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, customCss]
    if (state.customCss === '') doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((sheet) => sheet !== customCss)
    shownCss = state.customCss
  }
  update(editorState())
  const stop = onEditorStateChange(update)
  return () => {
    stop()
    reflect(doc.documentElement, INITIAL_EDITOR_STATE)
    doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((sheet) => sheet !== customCss)
  }
}
