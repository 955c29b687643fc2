// Types for guides.mjs, which the Node scripts import as plain JavaScript and the unit tests as typed.
export function guideAddress(file: string): string | undefined
export function resolveGuideLink(href: string, from: string): string | undefined
