import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { placeholderImageRoutes } from './placeholder-images.ts'

const app = new Hono().route('/images', placeholderImageRoutes())
const svgSize = (svg: string) => {
  const [, width, height] = /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg) ?? []
  return { width: Number(width), height: Number(height) }
}

describe('GET /images/<name>.svg', () => {
  it('answers an SVG as wide as ?format asks, with the proportions of ?ratio', async () => {
    const response = await app.request('/images/sunset.svg?format=750w&ratio=1600x900')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(svgSize(await response.text())).toEqual({ width: 750, height: 422 })
  })

  it('reads the size from the file name (the filename size format)', async () => {
    const response = await app.request('/images/sunset-300w.svg?ratio=1x1')
    expect(svgSize(await response.text())).toEqual({ width: 300, height: 300 })
  })

  it('is 1000 wide and 3:2 when not told', async () => {
    expect(svgSize(await (await app.request('/images/beach.svg')).text())).toEqual({ width: 1000, height: 667 })
  })

  it('keeps one colour per name at every size, and labels the image', async () => {
    const small = await (await app.request('/images/beach.svg?format=100w')).text()
    const large = await (await app.request('/images/beach.svg?format=2500w')).text()
    const colour = (svg: string) => /stop-color="([^"]+)"/.exec(svg)?.[1]
    expect(colour(small)).toBe(colour(large))
    expect(small).toContain('beach · 100w')
  })

  it('refuses sizes, ratios and names it cannot draw', async () => {
    for (const path of ['/images/a.svg?format=3000w', '/images/a.svg?format=0w', '/images/a.svg?ratio=0x5', '/images/a.svg?ratio=wide', '/images/a.png', '/images/%3Cb%3E.svg']) {
      expect((await app.request(path)).status, path).toBe(404)
    }
  })
})
