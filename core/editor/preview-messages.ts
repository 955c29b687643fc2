import { z } from 'zod/mini'
import type { EditorState } from './editor-state.ts'

/** `type` of a message from the editor asking the page for one action. */
export const PREVIEW_ACTION_TYPE = 'ss-preview-action'
/** `type` of the page's answer to one action. */
export const PREVIEW_ACK_TYPE = 'ss-preview-ack'
/** `type` of the message the page sends once, when it starts listening. */
export const PREVIEW_READY_TYPE = 'ss-preview-ready'

const request = <Action extends string, Shape extends z.core.$ZodLooseShape>(action: Action, fields: Shape) =>
  z.object({ type: z.literal(PREVIEW_ACTION_TYPE), id: z.string(), action: z.literal(action), ...fields })

/** Every action the editor may ask of its preview, with the fields each one needs. */
export const previewActionSchema = z.discriminatedUnion('action', [
  request('refresh', {}),
  request('set-url', { url: z.string() }),
  request('set-editing-custom-css', { css: z.string() }),
  request('exit-site-styles-edit-mode', {}),
  request('toggle-full-screen-preview', {}),
  request('set-mobile-drawer-expanded', { expanded: z.boolean() }),
  request('enable-full-screen-preview', {}),
  request('disable-full-screen-preview', {}),
  request('disable-links', {}),
  request('enable-links', {}),
  request('enter-item-editing-mode', {}),
  request('enter-inline-editing-mode', {}),
])

export type PreviewAction = z.output<typeof previewActionSchema>
export type PreviewActionName = PreviewAction['action']

/** The page's answer: `ok` with the editor state after the action, or not, with the reason. */
export type PreviewAck =
  | { type: typeof PREVIEW_ACK_TYPE; id: string; action: PreviewActionName; ok: true; state: EditorState }
  | { type: typeof PREVIEW_ACK_TYPE; id: string; action: PreviewActionName; ok: false; error: string }

export interface PreviewReady {
  type: typeof PREVIEW_READY_TYPE
  state: EditorState
}
