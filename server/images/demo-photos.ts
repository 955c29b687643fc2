import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { MiddlewareHandler } from 'hono'

/** The widths each demo photo is published at, largest first, as `media/photos/<name>-<width>w.jpg`. */
export const DEMO_PHOTO_WIDTHS = [1000, 750, 500, 300, 100] as const

const photoFile = /^(?<name>[a-z0-9]+(?:-[a-z0-9]+)*)\.jpg$/
const formatQuery = /^(?<width>\d{1,5})w$/

/** The published width sent for a request `requested` pixels wide: the smallest at least as wide, else the largest. */
export function publishedPhotoWidth(requested: number): number {
  const fitting = DEMO_PHOTO_WIDTHS.filter((width) => width >= requested)
  return fitting.length > 0 ? fitting[fitting.length - 1]! : DEMO_PHOTO_WIDTHS[0]
}

/**
 * `GET /media/photos/<name>.jpg?format=750w`: a demo photo at the size the image loader asks for, read from
 * `media/photos/` in the first of `siteRoots` that has it; without `format`, the largest size. A name that is
 * no photo, or a malformed `format`, goes on to the next handler (the files, then the not-found page).
 */
export function serveDemoPhotos(siteRoots: string[]): MiddlewareHandler {
  return async (c, next) => {
    const name = photoFile.exec(c.req.param('file') ?? '')?.groups?.name
    const format = c.req.query('format')
    const requested = format === undefined ? DEMO_PHOTO_WIDTHS[0] : Number(formatQuery.exec(format)?.groups?.width)
    if (!name || !Number.isFinite(requested)) return next()
    const fileName = `${name}-${publishedPhotoWidth(requested)}w.jpg`
    for (const root of siteRoots) {
      const contents = await readFile(join(root, 'media', 'photos', fileName)).catch(() => undefined)
      if (contents) return c.body(contents, 200, { 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=3600' })
    }
    return next()
  }
}
