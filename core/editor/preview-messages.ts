import type { EditorState } from './editor-state.ts'
import type { PreviewAction, PreviewActionName } from './preview-action-schema.ts'

export type { PreviewAction, PreviewActionName } from './preview-action-schema.ts'

/** `type` of a message from the editor asking the page for one action. */
export const PREVIEW_ACTION_TYPE = 'ss-preview-action'
/** `type` of the page's answer to one action. */
export const PREVIEW_ACK_TYPE = 'ss-preview-ack'
/** `type` of the message the page sends once, when it starts listening. */
export const PREVIEW_READY_TYPE = 'ss-preview-ready'

/** The page's answer: `ok` with the editor state after the action, or not, with the reason. */
export type PreviewAck =
  | { type: typeof PREVIEW_ACK_TYPE; id: string; action: PreviewActionName; ok: true; state: EditorState }
  | { type: typeof PREVIEW_ACK_TYPE; id: string; action: PreviewActionName; ok: false; error: string }

export interface PreviewReady {
  type: typeof PREVIEW_READY_TYPE
  state: EditorState
}

/** An action as the editor writes it: the message without its `type` and `id`, which the client adds. */
export type PreviewRequest = PreviewAction extends infer Action ? (Action extends PreviewAction ? Omit<Action, 'type' | 'id'> : never) : never
