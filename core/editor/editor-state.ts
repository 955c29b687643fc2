/** What the site editor has asked of the page it shows; every element reads edit mode from here. */
export interface EditorState {
  /** The page is shown inside the site editor: no block animations, the cookie banner forced, no address updates. */
  editing: boolean
  /** The editing mode the editor entered, if any. */
  editingMode: 'item' | 'inline' | undefined
  /** Links do nothing while this is set (the editor uses clicks for itself). */
  linksDisabled: boolean
  /** The site-styles panel is open: the page shows its custom CSS as edited (`customCss`). */
  siteStylesEditing: boolean
  /** The custom CSS being edited, shown on top of the site's own. */
  customCss: string
  /** The full-screen preview may be used at all. */
  fullScreenPreviewEnabled: boolean
  /** The page is shown as a full-screen preview. */
  fullScreenPreview: boolean
  /** The mobile navigation drawer is shown expanded. */
  mobileDrawerExpanded: boolean
}

export const INITIAL_EDITOR_STATE: Readonly<EditorState> = /* @__PURE__ */ Object.freeze({
  editing: false,
  editingMode: undefined,
  linksDisabled: false,
  siteStylesEditing: false,
  customCss: '',
  fullScreenPreviewEnabled: true,
  fullScreenPreview: false,
  mobileDrawerExpanded: false,
})

type Listener = (state: Readonly<EditorState>, previous: Readonly<EditorState>) => void

let state: Readonly<EditorState> = INITIAL_EDITOR_STATE
const listeners = /* @__PURE__ */ new Set<Listener>()

/** The editor state now. */
export function editorState(): Readonly<EditorState> {
  return state
}

/** True while the page is shown inside the site editor. */
export function isEditing(): boolean {
  return state.editing
}

/** Changes some fields; listeners hear of it only when a value really changed. */
export function setEditorState(change: Partial<EditorState>): void {
  const next = Object.freeze({ ...state, ...change })
  if (Object.keys(next).every((key) => next[key as keyof EditorState] === state[key as keyof EditorState])) return
  const previous = state
  state = next
  for (const listener of [...listeners]) listener(next, previous)
}

/** Calls `listener` after each change; returns the function that stops it. */
export function onEditorStateChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Back to the state of a page outside the editor (tests, and the runtime when it stops). */
export function resetEditorState(): void {
  setEditorState(INITIAL_EDITOR_STATE)
}
