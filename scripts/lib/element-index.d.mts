export function elementTags(root: string): string[]
export function elementIndexFiles(root: string): Record<string, string>
export function writeElementIndex(root: string): string[]
