import { libraryPolicy } from '../html/trusted-types.ts'

/** Scripts held back until the visitor accepts: `<script type="text/plain" data-ss-consent="analytics">`. */
export const CONSENT_GATED_SCRIPTS = 'script[type="text/plain"][data-ss-consent]'

/**
 * Runs every consent-gated script under `root` by replacing it with a live copy: the same attributes (`src`,
 * `async`, its `nonce`…), the same code, and the type named by `data-ss-type` (`module`), classic otherwise.
 * Each runs once: its copy no longer matches. Returns how many ran.
 */
export function runConsentGatedScripts(root: ParentNode = document): number {
  const held = [...root.querySelectorAll<HTMLScriptElement>(CONSENT_GATED_SCRIPTS)]
  for (const script of held) {
    const live = script.ownerDocument.createElement('script')
    for (const { name, value } of script.attributes) {
      // Under Trusted Types a script's address and code must come through a policy: these are the page's own.
      if (name === 'src') live.setAttribute(name, libraryPolicy().createScriptURL(value) as string)
      else if (name !== 'type' && name !== 'data-ss-type') live.setAttribute(name, value)
    }
    const type = script.getAttribute('data-ss-type')
    if (type) live.type = type
    // A CSP nonce is hidden from getAttribute once the page has loaded; the property keeps it.
    if (script.nonce) live.nonce = script.nonce
    live.text = libraryPolicy().createScript(script.text) as string
    script.replaceWith(live)
  }
  return held.length
}
