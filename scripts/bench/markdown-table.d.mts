// Types for markdown-table.mjs, which the bench imports as plain JavaScript and the unit tests as typed.
export function markdownTable(rows: Array<Record<string, string | number | undefined>>): string
