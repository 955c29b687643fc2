// Types for playground-snippet.js, which the demo pages load as plain JavaScript and the tests import as typed.
export function setSnippetAttribute(snippet: string, tag: string, name: string, value: string | true | null): string
export function snippetHasTag(snippet: string, tag: string): boolean
