import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { DialogConfig } from './schema.ts'

/** The plain attributes of `<ss-dialog>`: each sets the block JSON key of the same name. */
export const dialogAttributes = {
  /** Which buttons it has: `confirm-reject`, `confirm-cancel`, `confirm` (one button) or `none` (a close button only). */
  variant: 'string',
  /** The title that names the dialog. Without one, the message names it. */
  heading: 'string',
  /** The confirm button's text; 'Yes' beside a reject button, else 'OK'. */
  confirmText: 'string',
  /** The reject button's text (`confirm-reject`). */
  rejectText: 'string',
  /** The cancel button's text (`confirm-cancel`). */
  cancelText: 'string',
  /** The information dialog: hides itself 2,000 ms after it shows, counting as confirmed; waits while hovered or used by keyboard. */
  autoHide: 'boolean',
  /** Covers the whole page (the system error overlay) instead of floating a 350 px panel; a click around it does not cancel. */
  fullPage: 'boolean',
} as const satisfies AttributeTypes<DialogConfig>
