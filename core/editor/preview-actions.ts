import { safeRedirectUrl } from '../forms/safe-redirect.ts'
import { navigation } from '../runtime/navigation.ts'
import { editorState, setEditorState } from './editor-state.ts'
import type { PreviewAction } from './preview-messages.ts'

/** What an action did: an error when it could not be done; `then`, what to do once it has been answered. */
export interface ActionOutcome {
  error?: string
  then?: () => void
}

/**
 * Does one action of the editor on this page. A navigation (refresh, set url) waits for `then`, so that the
 * answer leaves before the page does.
 */
export function runPreviewAction(action: PreviewAction, page: { href: string; origin: string } = location): ActionOutcome {
  switch (action.action) {
    case 'refresh':
      return { then: navigation.reload }
    case 'set-url': {
      const url = safeRedirectUrl(action.url, page.href)
      // The preview shows the site's own pages: an address elsewhere would put another site in the editor.
      if (!url || new URL(url).origin !== page.origin) return { error: `not an address of this site: ${action.url}` }
      return { then: () => navigation.assign(url) }
    }
    case 'set-editing-custom-css':
      setEditorState({ siteStylesEditing: true, customCss: action.css })
      return {}
    case 'exit-site-styles-edit-mode':
      setEditorState({ siteStylesEditing: false, customCss: '' })
      return {}
    case 'toggle-full-screen-preview':
      if (!editorState().fullScreenPreviewEnabled) return { error: 'the full-screen preview is disabled' }
      setEditorState({ fullScreenPreview: !editorState().fullScreenPreview })
      return {}
    case 'set-mobile-drawer-expanded':
      setEditorState({ mobileDrawerExpanded: action.expanded })
      return {}
    case 'enable-full-screen-preview':
      setEditorState({ fullScreenPreviewEnabled: true })
      return {}
    case 'disable-full-screen-preview':
      setEditorState({ fullScreenPreviewEnabled: false, fullScreenPreview: false })
      return {}
    case 'disable-links':
      setEditorState({ linksDisabled: true })
      return {}
    case 'enable-links':
      setEditorState({ linksDisabled: false })
      return {}
    case 'enter-item-editing-mode':
      setEditorState({ editing: true, editingMode: 'item' })
      return {}
    case 'enter-inline-editing-mode':
      setEditorState({ editing: true, editingMode: 'inline' })
      return {}
  }
}
