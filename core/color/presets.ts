import { colorToHsl, hslColor, type Color } from './color.ts'
import { parseColor } from './parse-color.ts'
import type { SystemColorId } from './system-colors.ts'

export const PALETTE_PRESETS = /* @__PURE__ */ Object.freeze(['monochrome', 'complementary', 'analogous-i', 'analogous-ii'] as const)

export type PalettePreset = (typeof PALETTE_PRESETS)[number]

/** The seed used when the site has no accent colour: CSS salmon. */
export const FALLBACK_SEED_COLOR = '#fa8072'

/** A generated colour: the accent's hue turned by `hueShift`, its saturation scaled, a fixed lightness. */
interface Derived {
  hueShift: number
  saturationScale: number
  lightness: number
}

type PresetRecipe = Record<Exclude<SystemColorId, 'accent'>, Derived>

const neutral = (lightness: number): Derived => ({ hueShift: 0, saturationScale: 0.15, lightness })
const tint = (hueShift: number, lightness: number): Derived => ({ hueShift, saturationScale: 0.8, lightness })

const RECIPES: Record<PalettePreset, PresetRecipe> = {
  monochrome: { white: neutral(97), lightAccent: tint(0, 86), darkAccent: tint(0, 22), black: neutral(8) },
  complementary: { white: neutral(97), lightAccent: tint(180, 86), darkAccent: tint(180, 22), black: neutral(8) },
  'analogous-i': { white: neutral(97), lightAccent: tint(30, 86), darkAccent: tint(-30, 22), black: neutral(8) },
  'analogous-ii': { white: neutral(97), lightAccent: tint(-30, 86), darkAccent: tint(30, 22), black: neutral(8) },
}

/**
 * The five system colours of a preset, generated from the accent alone. The accent is the seed itself, not
 * the seed sent through HSL and back, so it never shifts by rounding.
 */
export function generatePalette(preset: PalettePreset, seed: string = FALLBACK_SEED_COLOR): Record<SystemColorId, Color> {
  const accent = parseColor(seed)
  const { hue, saturation } = colorToHsl(accent)
  const derive = ({ hueShift, saturationScale, lightness }: Derived) =>
    hslColor({ hue: hue + hueShift, saturation: saturation * saturationScale, lightness })
  const recipe = RECIPES[preset]
  return {
    white: derive(recipe.white),
    lightAccent: derive(recipe.lightAccent),
    accent,
    darkAccent: derive(recipe.darkAccent),
    black: derive(recipe.black),
  }
}
