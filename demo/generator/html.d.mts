// Types for html.mjs, which the Node scripts import as plain JavaScript and the unit tests as typed.
declare const HTML: unique symbol
export interface HtmlFragment {
  readonly [HTML]: string
}
export function trustedHtml(text: string): HtmlFragment
export function html(strings: TemplateStringsArray, ...values: unknown[]): HtmlFragment
export function htmlText(fragment: HtmlFragment): string
export function escapeHtml(text: unknown): string
export function inlineMarkdown(text?: string): HtmlFragment
export function slug(text: string): string
