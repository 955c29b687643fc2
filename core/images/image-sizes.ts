/** The widths every image is published at, largest first; a request names one as `750w`. */
export const IMAGE_WIDTHS = [2500, 1500, 1000, 750, 500, 300, 100] as const

/** How a width goes into an image's address: a `?format=750w` query (the default) or the file name. */
export type SizeFormat = 'queryString' | 'filename'

export interface Dimensions {
  width: number
  height: number
}

/**
 * The address of `src` at `width`: `photo.jpg?format=750w`, or with `filename`, `photo-750w.jpg`. Other query
 * terms and the fragment are kept; a size already in the address is replaced.
 */
export function sizedImageUrl(src: string, width: number, format: SizeFormat = 'queryString'): string {
  const [beforeHash, hash] = splitOnce(src, '#')
  const [path, query] = splitOnce(beforeHash, '?')
  const suffix = hash === undefined ? '' : `#${hash}`
  if (format === 'filename') {
    const sized = path.replace(/-\d+w(?=\.[^./]*$|$)/, '').replace(/(\.[^./]*)?$/, (extension) => `-${width}w${extension}`)
    return `${sized}${query === undefined ? '' : `?${query}`}${suffix}`
  }
  const params = new URLSearchParams(query ?? '')
  params.set('format', `${width}w`)
  return `${path}?${params}${suffix}`
}

/** The published widths worth offering for an image `naturalWidth` wide: none larger than it, at least one. */
export function candidateWidths(naturalWidth?: number): number[] {
  if (naturalWidth === undefined || !(naturalWidth > 0)) return [...IMAGE_WIDTHS]
  const fitting = IMAGE_WIDTHS.filter((width) => width <= naturalWidth)
  return fitting.length > 0 ? fitting : [IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!]
}

/** `srcset` for `src`: every candidate width as `url 750w`. */
export function imageSrcset(src: string, format: SizeFormat, naturalWidth?: number): string {
  return candidateWidths(naturalWidth)
    .map((width) => `${sizedImageUrl(src, width, format)} ${width}w`)
    .join(', ')
}

/** `sizeAdjustment`: the width an image drawn `drawn` px wide is fetched for (0.5 asks for half, 2 for twice; below 0 counts as 0). */
export const adjustedWidth = (drawn: number, sizeAdjustment = 1): number => drawn * Math.max(0, sizeAdjustment)

/** The smallest candidate at least `neededWidth` wide, or the largest there is. */
export function chooseImageWidth(neededWidth: number, naturalWidth?: number): number {
  const candidates = candidateWidths(naturalWidth)
  const fitting = candidates.filter((width) => width >= neededWidth)
  return fitting.length > 0 ? fitting[fitting.length - 1]! : candidates[0]!
}

/** `"1600x900"` → `{ width: 1600, height: 900 }`; anything else → undefined. */
export function parseDimensions(text: string | null | undefined): Dimensions | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*$/i.exec(text ?? '')
  if (!match) return undefined
  const width = Number(match[1])
  const height = Number(match[2])
  return width > 0 && height > 0 ? { width, height } : undefined
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const index = text.indexOf(separator)
  return index < 0 ? [text, undefined] : [text.slice(0, index), text.slice(index + 1)]
}
