import type { Color } from './color.ts'
import { parseColor } from './parse-color.ts'

/**
 * Where a block's colour comes from: a colour of the site's theme by id, a colour of the site palette by id
 * with its own alpha, or a colour written out.
 */
export type ColorReference =
  | { type: 'THEME_COLOR'; id: string }
  | { type: 'SITE_PALETTE_COLOR'; id: string; alpha?: number }
  | { type: 'CUSTOM_COLOR'; value: string }

/** The colours references point to, by id. */
export interface ColorSources {
  theme: Readonly<Record<string, Color>>
  palette: Readonly<Record<string, Color>>
}

/**
 * The colour a reference stands for, or `undefined` when its id is unknown. A palette reference's alpha
 * (0 to 1) replaces the palette colour's; a custom colour is parsed and throws as {@link parseColor}.
 */
export function resolveColorReference(reference: ColorReference, sources: ColorSources): Color | undefined {
  switch (reference.type) {
    case 'THEME_COLOR':
      return sources.theme[reference.id]
    case 'SITE_PALETTE_COLOR': {
      const color = sources.palette[reference.id]
      const { alpha } = reference
      return color && alpha !== undefined && alpha >= 0 && alpha <= 1 ? { ...color, a: alpha } : color
    }
    case 'CUSTOM_COLOR':
      return parseColor(reference.value)
  }
}
