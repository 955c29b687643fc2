/** Each element's adopted styles, by tag, read from its implementation. */
export function readElementStyles(root: string): Promise<Record<string, string>>
/** Writes `<dir>/<tag>.css` for every element; returns the tags. */
export function writeElementStyles(root: string, dir: string): Promise<string[]>
