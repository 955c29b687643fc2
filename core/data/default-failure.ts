import { dataErrorMessages } from './error-messages.ts'
import type { RequestError } from './request-error.ts'

/** What a failed request shows when its caller gave no `onFailure`: the system error overlay, in plain words. */
export function showDefaultFailure(error: RequestError): void {
  const message = error.kind === 'network' ? dataErrorMessages.providerUnreachable : dataErrorMessages.somethingWentWrong
  // Loaded when needed: pages whose elements handle their own failures never download the overlay (lit-html).
  void import('../runtime/system-error-overlay.ts').then(({ showSystemErrorOverlay }) => showSystemErrorOverlay({ message }))
}
