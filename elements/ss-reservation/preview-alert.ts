import { alertDialog } from '../../core/dialogs/dialogs.ts'
import { pageContext } from '../../core/context/page-context.ts'

/** The title of the alert an account logged in to the site builder sees instead of booking. */
export const PREVIEW_ALERT_HEADING = 'Preview Only'

/** The alert's message, with the site builder's name. */
export const previewAlertMessage = (brand: string) =>
  `Please log out of your ${brand} account in order to use the reservation block.`

/**
 * Whether the page is seen by an account logged in to the site builder: a booking made from there would not be
 * a visitor's, so the block is a preview.
 */
export const isPreview = (): boolean => pageContext().authenticatedAccount != null

/** Shows the 'Preview Only' alert through `<ss-dialog>`, which the page defines (`dist/ss-elements.js` does). */
export async function showPreviewAlert(brand: string): Promise<void> {
  await alertDialog({ heading: PREVIEW_ALERT_HEADING, message: previewAlertMessage(brand) })
}
