import { z } from 'zod/mini'

/** Days between a close and the next showing; -1 shows the popup once and never again. */
export const NEVER_AGAIN = -1

const nonNegative = z.number().check(z.nonnegative())

/** Where the panel stands in the window: a row, then a column. */
export const POPUP_POSITIONS = [
  'TOP_LEFT', 'TOP_CENTER', 'TOP_RIGHT',
  'CENTER_LEFT', 'CENTER', 'CENTER_RIGHT',
  'BOTTOM_LEFT', 'BOTTOM_CENTER', 'BOTTOM_RIGHT',
] as const

/**
 * The site's popup overlay settings as the block JSON, plus the triggers this element adds (as Tally and
 * OptinMonster offer them) and the edit preview's `forced`.
 */
export const popupBlockSchema = z.object({
  /** The site's popup style; only reflected as `data-popup-style` for the page's CSS. */
  style: z.optional(z.union([z.string(), z.number()])),
  enableMobile: z._default(z.boolean(), false),
  version: z._default(nonNegative, 1),
  showUntilSignup: z._default(z.boolean(), false),
  displayFrequency: z._default(z.int().check(z.gte(NEVER_AGAIN)), 7),
  showAfterSeconds: z._default(nonNegative, 0),
  showAfterScrollPercent: z._default(z.number().check(z.nonnegative(), z.lte(100)), 0),
  forced: z._default(z.boolean(), false),
  position: z._default(z.enum(POPUP_POSITIONS), 'CENTER'),
})

export type PopupConfig = z.output<typeof popupBlockSchema>

/** Why the popup closed (CONTRACT): its close button, Esc, a click around it, a sign-up, `close()`. */
export type PopupCloseReason = 'button' | 'escape' | 'overlay' | 'signup' | 'method'

export interface PopupCloseDetail {
  reason: PopupCloseReason
}

export interface PopupMethods {
  open(): void
  close(): void
}
