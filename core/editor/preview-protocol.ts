import { editorState } from './editor-state.ts'
import { previewActionSchema } from './preview-action-schema.ts'
import { runPreviewAction, type ActionOutcome } from './preview-actions.ts'
import { PREVIEW_ACK_TYPE, PREVIEW_READY_TYPE, type PreviewAck, type PreviewReady } from './preview-messages.ts'

/**
 * Listens for the editor's actions: messages from the parent frame at `editorOrigin` only. Others (another
 * origin, another frame such as an embed) are not ours and are left alone; one from the editor that is not a
 * known, well-formed action is ignored with a warning. Each action is answered with an acknowledgement, and
 * the editor hears `ss-preview-ready` once at the start. Returns the function that stops listening.
 */
export function startPreviewProtocol(editorOrigin: string, win: Window = window): () => void {
  const editor = win.parent
  const post = (message: PreviewAck | PreviewReady) => editor.postMessage(message, editorOrigin)

  const onMessage = (event: MessageEvent) => {
    if (event.source !== editor || event.origin !== editorOrigin) return
    const parsed = previewActionSchema.safeParse(event.data)
    if (!parsed.success) {
      console.warn('ss-elements: a message from the editor was ignored: it is not a known preview action.', event.data)
      return
    }
    const action = parsed.data
    const base = { type: PREVIEW_ACK_TYPE, id: action.id, action: action.action } as const
    let outcome: ActionOutcome
    try {
      outcome = runPreviewAction(action, win.location)
    } catch (error) {
      outcome = { error: error instanceof Error ? error.message : String(error) }
    }
    post(outcome.error === undefined ? { ...base, ok: true, state: editorState() } : { ...base, ok: false, error: outcome.error })
    outcome.then?.()
  }

  win.addEventListener('message', onMessage)
  post({ type: PREVIEW_READY_TYPE, state: editorState() })
  return () => win.removeEventListener('message', onMessage)
}
