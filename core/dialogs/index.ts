export { alertDialog, confirmDialog, infoDialog, type ConfirmDialogOptions, type DialogTexts } from './dialogs.ts'
export { openDialogElement, type DialogAnswer, type DialogElement, type DialogSettings, type OpenedDialog } from './open-dialog.ts'
