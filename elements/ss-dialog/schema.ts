import { z } from 'zod/mini'
import type { DialogAnswer } from '../../core/dialogs/open-dialog.ts'

export type { DialogAnswer }

/** The four dialogs: confirm or reject, confirm or cancel, confirm only, and no buttons. */
export const DIALOG_VARIANTS = ['confirm-reject', 'confirm-cancel', 'confirm', 'none'] as const
export type DialogVariant = (typeof DIALOG_VARIANTS)[number]

/** How a dialog was cancelled: its cancel or close button, Esc, a click outside it. */
export type DialogCancelReason = 'button' | 'escape' | 'overlay'

/** The block JSON of `<ss-dialog>`, with its defaults. */
export const dialogBlockSchema = z.object({
  variant: z._default(z.enum(DIALOG_VARIANTS), 'confirm'),
  heading: z._default(z.string(), ''),
  /** By default 'Yes' beside a reject button, else 'OK'. */
  confirmText: z.optional(z.string()),
  rejectText: z._default(z.string(), 'No'),
  cancelText: z._default(z.string(), 'Cancel'),
  autoHide: z._default(z.boolean(), false),
  fullPage: z._default(z.boolean(), false),
})

export type DialogConfig = z.output<typeof dialogBlockSchema>

export interface DialogMethods {
  show(): void
  hide(): void
  isOpen(): boolean
}

export interface DialogCancelDetail {
  reason: DialogCancelReason
}

export interface DialogHideDetail {
  answer: DialogAnswer
}
