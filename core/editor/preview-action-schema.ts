import { z } from 'zod/mini'
import { PREVIEW_ACTION_TYPE } from './preview-messages.ts'

// Kept apart from the message types so that an editor using only the client does not load zod.
const request = <Action extends string, Shape extends z.core.$ZodLooseShape>(action: Action, fields: Shape) =>
  z.object({ type: z.literal(PREVIEW_ACTION_TYPE), id: z.string(), action: z.literal(action), ...fields })

/** Every action the editor may ask of its preview, with the fields each one needs. */
export const previewActionSchema = /* @__PURE__ */ z.discriminatedUnion('action', [
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
