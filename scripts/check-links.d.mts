// Types for check-links.mjs, which the unit tests import as typed.
export function markdownFiles(root?: string): string[]
export function checkMarkdown(files: string[], options?: { root?: string }): string[]
export function checkPages(siteRoot: string, options?: { root?: string; siteAssets?: string; distRoot?: string }): string[]
export function proseOf(markdown: string): string
export function markdownLinks(prose: string): string[]
export function anchorsOf(file: string): Set<string>
export function headingSlugs(markdown: string): string[]
