import { afterEach, describe, expect, it, vi } from 'vitest'
import { navigation } from '../runtime/navigation.ts'
import { editorState, INITIAL_EDITOR_STATE, onEditorStateChange, resetEditorState, setEditorState } from './editor-state.ts'
import { runPreviewAction } from './preview-actions.ts'
import { previewActionSchema, type PreviewAction } from './preview-action-schema.ts'

const page = { href: 'https://site.example/blog/post?x=1', origin: 'https://site.example' }
const act = (request: Record<string, unknown>) => {
  const action = previewActionSchema.parse({ type: 'ss-preview-action', id: '1', ...request }) as PreviewAction
  return runPreviewAction(action, page)
}

afterEach(() => {
  resetEditorState()
  vi.restoreAllMocks()
})

describe('the editor state', () => {
  it('tells its listeners of a change, with the state before, and only when a value changed', () => {
    const heard = vi.fn()
    const stop = onEditorStateChange(heard)
    setEditorState({ editing: true })
    setEditorState({ editing: true })
    expect(heard).toHaveBeenCalledExactlyOnceWith({ ...INITIAL_EDITOR_STATE, editing: true }, INITIAL_EDITOR_STATE)
    stop()
    setEditorState({ editing: false })
    expect(heard).toHaveBeenCalledOnce()
  })
})

describe('preview action messages', () => {
  it('accept each action with its fields', () => {
    const ok = (data: object) => previewActionSchema.safeParse({ type: 'ss-preview-action', id: '7', ...data }).success
    expect(ok({ action: 'refresh' })).toBe(true)
    expect(ok({ action: 'set-url', url: '/shop' })).toBe(true)
    expect(ok({ action: 'set-mobile-drawer-expanded', expanded: true })).toBe(true)
  })

  it('refuse an unknown action, a missing field, a missing id or another type', () => {
    const ok = (data: unknown) => previewActionSchema.safeParse(data).success
    expect(ok({ type: 'ss-preview-action', id: '7', action: 'delete-site' })).toBe(false)
    expect(ok({ type: 'ss-preview-action', id: '7', action: 'set-url' })).toBe(false)
    expect(ok({ type: 'ss-preview-action', action: 'refresh' })).toBe(false)
    expect(ok({ type: 'something-else', id: '7', action: 'refresh' })).toBe(false)
    expect(ok('refresh')).toBe(false)
  })
})

describe('preview actions', () => {
  it('refresh reloads the page once answered', () => {
    const reload = vi.spyOn(navigation, 'reload').mockImplementation(() => {})
    const outcome = act({ action: 'refresh' })
    expect(reload).not.toHaveBeenCalled()
    outcome.then?.()
    expect(reload).toHaveBeenCalledOnce()
  })

  it('set url goes to an address of the site, relative ones resolved against the page', () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {})
    act({ action: 'set-url', url: '../shop?p=2' }).then?.()
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://site.example/shop?p=2')
  })

  it('set url refuses another site and other schemes', () => {
    expect(act({ action: 'set-url', url: 'https://elsewhere.example/' })).toEqual({ error: 'not an address of this site: https://elsewhere.example/' })
    expect(act({ action: 'set-url', url: 'javascript:alert(1)' }).error).toMatch(/not an address of this site/)
  })

  it('custom CSS turns site-styles editing on; leaving it drops the CSS', () => {
    act({ action: 'set-editing-custom-css', css: 'h1 { color: red }' })
    expect(editorState()).toMatchObject({ siteStylesEditing: true, customCss: 'h1 { color: red }' })
    act({ action: 'exit-site-styles-edit-mode' })
    expect(editorState()).toMatchObject({ siteStylesEditing: false, customCss: '' })
  })

  it('toggles the full-screen preview only while it is enabled; disabling it ends it', () => {
    act({ action: 'toggle-full-screen-preview' })
    expect(editorState().fullScreenPreview).toBe(true)
    act({ action: 'disable-full-screen-preview' })
    expect(editorState()).toMatchObject({ fullScreenPreview: false, fullScreenPreviewEnabled: false })
    expect(act({ action: 'toggle-full-screen-preview' })).toEqual({ error: 'the full-screen preview is disabled' })
    act({ action: 'enable-full-screen-preview' })
    act({ action: 'toggle-full-screen-preview' })
    act({ action: 'toggle-full-screen-preview' })
    expect(editorState().fullScreenPreview).toBe(false)
  })

  it('sets the mobile drawer, the links and the editing modes', () => {
    act({ action: 'set-mobile-drawer-expanded', expanded: true })
    act({ action: 'disable-links' })
    act({ action: 'enter-inline-editing-mode' })
    expect(editorState()).toMatchObject({ mobileDrawerExpanded: true, linksDisabled: true, editing: true, editingMode: 'inline' })
    act({ action: 'enable-links' })
    act({ action: 'enter-item-editing-mode' })
    expect(editorState()).toMatchObject({ linksDisabled: false, editingMode: 'item' })
  })
})
