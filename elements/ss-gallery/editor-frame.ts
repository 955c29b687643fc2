import { isEditing } from '../../core/editor/editor-state.ts'

/**
 * Whether the page is shown inside the site editor: then the address is never changed and a
 * click-through link only fires `ss-click-through`. The runtime's edit mode says so (`core/editor`, from
 * `"editorFrame": true` in the page context); being in an iframe alone is not enough, since a published site
 * may be framed.
 */
export const inEditorFrame = (): boolean => isEditing()
