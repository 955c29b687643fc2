import { html } from 'lit-html'
import type { DialogAnswer, DialogCancelReason, DialogConfig } from './schema.ts'

interface DialogButton {
  answer: DialogAnswer
  label: string
}

/** The buttons of each variant, in their order on screen. */
function buttonsOf(config: DialogConfig): DialogButton[] {
  const confirm = { answer: 'confirm', label: config.confirmText ?? (config.variant === 'confirm-reject' ? 'Yes' : 'OK') } as const
  switch (config.variant) {
    case 'confirm-reject':
      return [confirm, { answer: 'reject', label: config.rejectText }]
    case 'confirm-cancel':
      return [confirm, { answer: 'cancel', label: config.cancelText }]
    case 'confirm':
      return [confirm]
    case 'none':
      return []
  }
}

/**
 * The row of answer buttons, or for a dialog without answers a corner button labelled Close. Focus starts on
 * the answer that loses nothing (reject or cancel) when there is one (WAI-ARIA APG, alert dialog).
 */
export function dialogButtons(config: DialogConfig, answer: (given: DialogAnswer, reason?: DialogCancelReason) => void) {
  const buttons = buttonsOf(config)
  if (buttons.length === 0) {
    return html`<button type="button" class="close" part="close-button" aria-label="Close" data-initial-focus @click=${() => answer('cancel', 'button')}>
      ×
    </button>`
  }
  const safest = buttons.at(-1)!
  return html`<div class="actions" part="actions">
    ${buttons.map(
      (button) =>
        html`<button
          type="button"
          part="button ${button.answer}-button"
          class=${button.answer === 'confirm' ? '' : 'secondary'}
          ?data-initial-focus=${button === safest}
          @click=${() => answer(button.answer, 'button')}
        >
          ${button.label}
        </button>`,
    )}
  </div>`
}
