import type { TrustedHTML, TrustedScript, TrustedScriptURL, TrustedTypesWindow } from 'trusted-types/lib'

/** The name of the library's one Trusted Types policy, for a page's CSP `trusted-types` directive. */
const TRUSTED_TYPES_POLICY_NAME = 'ss-elements'

/** What the library's sinks are given: a trusted value where the browser has Trusted Types, else the string. */
export interface LibraryPolicy {
  createHTML(html: string): TrustedHTML | string
  createScript(code: string): TrustedScript | string
  createScriptURL(url: string): TrustedScriptURL | string
}

const unchanged = (text: string) => text

let policy: LibraryPolicy | undefined

/**
 * The `ss-elements` policy, created on first use. It changes nothing: what reaches it is already safe where it
 * is used. HTML is only ever parsed into a document that runs and loads nothing, then either sanitised by
 * DOMPurify or rebuilt node by node, or it is an embed's document, shown only in a frame sandboxed to scripts; a
 * script address is a provider's own, named in the library (captcha, maps, session recording); a script is one
 * of the page's own consent-gated scripts. Nothing else may call it.
 */
export function libraryPolicy(): LibraryPolicy {
  policy ??= (globalThis as Partial<TrustedTypesWindow>).trustedTypes?.createPolicy(TRUSTED_TYPES_POLICY_NAME, {
    createHTML: unchanged,
    createScript: unchanged,
    createScriptURL: unchanged,
  }) ?? { createHTML: unchanged, createScript: unchanged, createScriptURL: unchanged }
  return policy
}
