import { describe, expect, it } from 'vitest'
import { CONTENT_LIMITS, checkContentLimit, withinContentLimit } from './limits.ts'

describe('CONTENT_LIMITS', () => {
  it('holds the numbers of 002 §9', () => {
    expect(CONTENT_LIMITS).toEqual({
      blocksPerLayout: 60,
      tracksPerAlbum: 60,
      userOrderableItems: 250,
      productsPerCollection: 200,
      nestedCategories: 10_000,
      galleries: 20,
      gallerySize: 50,
    })
  })
})

describe('checkContentLimit', () => {
  it('accepts counts up to and including the limit', () => {
    expect(checkContentLimit('blocksPerLayout', 0)).toEqual({ ok: true })
    expect(checkContentLimit('blocksPerLayout', 60)).toEqual({ ok: true })
    expect(withinContentLimit('nestedCategories', 10_000)).toBe(true)
  })

  it('refuses one more, naming the limit', () => {
    expect(checkContentLimit('blocksPerLayout', 61)).toEqual({ ok: false, limit: 60, message: 'At most 60 blocks in a layout (61 given).' })
    expect(checkContentLimit('nestedCategories', 10_001)).toMatchObject({ message: 'At most 10,000 nested categories (10001 given).' })
    expect(withinContentLimit('gallerySize', 51)).toBe(false)
    expect(withinContentLimit('galleries', 21)).toBe(false)
    expect(withinContentLimit('tracksPerAlbum', 61)).toBe(false)
    expect(withinContentLimit('productsPerCollection', 201)).toBe(false)
    expect(withinContentLimit('userOrderableItems', 251)).toBe(false)
  })

  it('refuses counts that are not whole non-negative numbers', () => {
    expect(withinContentLimit('galleries', -1)).toBe(false)
    expect(withinContentLimit('galleries', 1.5)).toBe(false)
    expect(withinContentLimit('galleries', Number.NaN)).toBe(false)
  })
})
