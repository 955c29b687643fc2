import type { TypekitFontRequest } from './site-fonts.ts'

/** Adobe's Typekit service: a kit is the stylesheet `<base>/<kit id>.css`. */
export const TYPEKIT_URL = 'https://use.typekit.net'

/** A face as the page's font set describes it (a `FontFace`). */
export interface FaceDescription {
  family: string
  style: string
  weight: string
}

/** The address of kit `kitId`'s stylesheet; `base` is absolute. */
export function typekitHref(base: string, kitId: string): string {
  return new URL(`${base.replace(/\/$/, '')}/${encodeURIComponent(kitId)}.css`).href
}

const unquote = (family: string) => family.replace(/^(["'])(.*)\1$/, '$2')

const WEIGHT_NAMES: Record<string, number> = { normal: 400, bold: 700 }

/** The weights a face covers: one (`400`, `bold`) or, for a variable font, a range (`100 900`). */
function weightRange(weight: string): [number, number] {
  const [low = NaN, high = low] = weight.split(/\s+/).map((part) => WEIGHT_NAMES[part] ?? Number(part))
  return [low, high]
}

/**
 * Whether a face serves a variation in Typekit's notation: a style letter (`n` normal, `i` italic, `o`
 * oblique) and a weight digit in hundreds (`n4` is normal 400, `i7` italic 700).
 */
export function faceServes(face: FaceDescription, variation: string): boolean {
  const match = /^([nio])([1-9])$/.exec(variation)
  if (!match) return false
  const style = { n: 'normal', i: 'italic', o: 'oblique' }[match[1] as 'n' | 'i' | 'o']
  const [low, high] = weightRange(face.weight)
  const weight = Number(match[2]) * 100
  return face.style.split(/\s+/)[0] === style && weight >= low && weight <= high
}

/**
 * The requested fonts the faces do not have, as `family` (the family is absent) or `family variation` (the
 * family is there without that variation).
 */
export function missingKitFonts(requested: readonly TypekitFontRequest[], faces: readonly FaceDescription[]): string[] {
  return requested.flatMap(({ id, variations }) => {
    const ofFamily = faces.filter((face) => unquote(face.family) === id)
    if (ofFamily.length === 0) return [id]
    return variations
      .filter((variation) => !ofFamily.some((face) => faceServes(face, variation)))
      .map((variation) => `${id} ${variation}`)
  })
}
