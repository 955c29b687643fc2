import { Hono } from 'hono'
import { z } from 'zod'

/** The widest image served: the largest published width (`IMAGE_WIDTHS`). */
export const MAX_PLACEHOLDER_WIDTH = 2500
const DEFAULT_WIDTH = 1000

// `sunset.svg`, or with the size in the file name (the `filename` size format): `sunset-750w.svg`.
const fileName = /^(?<name>[\w.-]+?)(?:-(?<width>\d+)w)?\.svg$/

const widthText = z.string().regex(/^\d+w?$/).transform((text) => Number.parseInt(text, 10)).pipe(z.number().int().min(1).max(MAX_PLACEHOLDER_WIDTH))

const placeholderQuery = z.object({
  /** `750w`, as the gallery's image loader asks. */
  format: widthText.optional(),
  /** The proportions as `WxH` (the image's own `data-image-dimensions` will do): `1600x900`. */
  ratio: z
    .string()
    .regex(/^\d+(\.\d+)?x\d+(\.\d+)?$/)
    .transform((text) => text.split('x').map(Number) as [number, number])
    .refine(([width, height]) => width > 0 && height > 0, 'both sides must be positive')
    .optional(),
})

/** A stable hue for a name, so that each placeholder keeps its colour at every size. */
function hueOf(name: string): number {
  let hash = 0
  for (const character of name) hash = (hash * 31 + character.charCodeAt(0)) % 360
  return hash
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`)

/** An SVG `width` wide with the proportions of `ratio`: a gradient in the name's colour, labelled with name and size. */
export function placeholderSvg(name: string, width: number, [ratioWidth, ratioHeight]: [number, number]): string {
  const height = Math.max(1, Math.round((width * ratioHeight) / ratioWidth))
  const hue = hueOf(name)
  const fontSize = Math.max(8, Math.round(Math.min(width, height) / 10))
  const label = escapeXml(`${name} · ${width}w`)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 32%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${Math.round(width * 0.72)}" cy="${Math.round(height * 0.3)}" r="${Math.round(Math.min(width, height) * 0.12)}" fill="hsl(${hue} 80% 88% / 0.8)"/>
<text x="50%" y="92%" text-anchor="middle" font-family="sans-serif" font-size="${fontSize}" fill="#fff">${label}</text>
</svg>
`
}

/**
 * `GET /images/<name>.svg?format=750w&ratio=1600x900`: a placeholder image for the demo site and the bench,
 * as wide as the size the gallery's loader asks for, in either size format, with the proportions asked.
 */
export function placeholderImageRoutes(): Hono {
  return new Hono().get('/:file', (c) => {
    const match = fileName.exec(c.req.param('file'))
    const query = placeholderQuery.safeParse({ format: c.req.query('format'), ratio: c.req.query('ratio') })
    const fileWidth = match?.groups?.width === undefined ? undefined : widthText.safeParse(match.groups.width)
    if (!match?.groups || !query.success || fileWidth?.success === false) return c.notFound()
    const width = query.data.format ?? fileWidth?.data ?? DEFAULT_WIDTH
    const body = placeholderSvg(match.groups.name!, width, query.data.ratio ?? [3, 2])
    return c.body(body, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' })
  })
}
