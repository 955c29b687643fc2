import { whenThirdPartyIsDue } from '../../core/consent/third-party-due.ts'

/**
 * Calls `load` once, when the element has come into view or been hovered or focused, and the visitor's
 * consent allows it: the count script tracks visitors. Returns the function that stops waiting.
 */
export const whenCountIsDue = (element: HTMLElement, load: () => void): (() => void) =>
  whenThirdPartyIsDue(element, load, { tracks: true })
