import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatPath, validate } from '../../../core/validation/validate.ts'
import { galleryBlockSchema } from './block-schema.ts'
import { designSettings } from './design-settings.ts'

const parse = (value: unknown) => validate(galleryBlockSchema, value)
const config = (value: unknown) => {
  const result = parse(value)
  if (!result.success) throw new Error(result.error.message)
  return result.data
}

describe('gallery block data', () => {
  it('fills every default', () => {
    expect(config({})).toMatchObject({
      design: 'stacked',
      transition: 'fade',
      imageAspectRatio: 'Auto',
      columnWidth: 250,
      columnWidthBehavior: 'min',
      lightboxTheme: 'dark',
      autoplay: false,
      autoplayOptions: { randomize: true, pauseOnMouseover: true },
      activeAlignment: 'middle',
      metaPosition: 'bottom',
      loop: false,
      clickBehavior: 'next',
      loaderOptions: { sizeFormat: 'queryString', dprMin: 1, dprMax: 2, allowSaveData: true, sizeAdjustment: 1, stretch: true },
    })
    expect(config({}).loaderOptions).toMatchObject({ forceImageUpdate: false, allowConcurrentLoads: false, useAdvancedPositioning: true, fixedRatio: false })
  })

  it('rejects an unknown design with its message and its name', () => {
    const result = parse({ design: 'mosaic' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('These are not the gallery designs you are looking for: mosaic')
  })

  it('rejects an unknown transition with its message and its name', () => {
    const result = parse({ transition: 'wipe' })
    expect(result.error?.issues[0]?.message).toBe('Could not find transition named: wipe')
  })

  it('takes stacked boundaries as one value for both ends or one per end, inertial by default', () => {
    expect(config({}).boundaries).toEqual({ start: 'inertial', end: 'inertial' })
    expect(config({ boundaries: 'hard' }).boundaries).toEqual({ start: 'hard', end: 'hard' })
    expect(config({ boundaries: { end: 'none' } }).boundaries).toEqual({ start: 'inertial', end: 'none' })
    expect(config({ boundaries: '{"start": "none"}' }).boundaries).toEqual({ start: 'none', end: 'inertial' })
  })

  it('refuses a boundary other than none, hard or inertial, naming the end', () => {
    const issues = parse({ boundaries: { start: 'soft' } }).error?.issues ?? []
    expect(issues.map((issue) => [formatPath(issue.path), issue.message])).toEqual([['boundaries.start', 'expected none, hard or inertial']])
  })

  it('takes snap points as a percentage or "none", 50% by default', () => {
    expect(config({}).snapPoints).toBe('50%')
    expect(config({ snapPoints: '30%' }).snapPoints).toBe('30%')
    expect(config({ 'snap-points': 'none' }).snapPoints).toBe('none')
    for (const snapPoints of ['50', '120%', 0.5, 'half']) {
      const issues = parse({ snapPoints }).error?.issues ?? []
      expect(issues.map((issue) => formatPath(issue.path)), String(snapPoints)).toEqual(['snapPoints'])
    }
  })

  it('accepts a numeric string for columnWidth and refuses a non-positive one', () => {
    expect(config({ columnWidth: '300' }).columnWidth).toBe(300)
    expect(parse({ columnWidth: '0' }).success).toBe(false)
    expect(parse({ columnWidth: -5 }).success).toBe(false)
    expect(parse({ columnWidth: 'wide' }).success).toBe(false)
  })

  it('maps active-alignment left, center, right to start, middle, end, anything else to middle', () => {
    expect(config({ 'active-alignment': 'left' }).activeAlignment).toBe('start')
    expect(config({ activeAlignment: 'right' }).activeAlignment).toBe('end')
    expect(config({ activeAlignment: 'diagonal' }).activeAlignment).toBe('middle')
  })

  it('reads kebab-case keys, the camelCase spelling winning', () => {
    const read = config({ 'thumbnails-per-row': 5, 'square-thumbs': false, 'autoplay-duration': 3, 'meta-position': 'top-left' })
    expect(read).toMatchObject({ thumbnailsPerRow: 5, squareThumbs: false, autoplayDuration: 3, metaPosition: 'top-left' })
    expect(config({ 'thumbnails-per-row': 5, thumbnailsPerRow: 6 }).thumbnailsPerRow).toBe(6)
  })

  it('takes image loading settings at the top level into loaderOptions, whose own values win', () => {
    expect(config({ sizeFormat: 'filename', dprMax: 3 }).loaderOptions).toMatchObject({ sizeFormat: 'filename', dprMin: 1, dprMax: 3, allowSaveData: true })
    expect(config({ sizeFormat: 'filename', loaderOptions: { sizeFormat: 'queryString' } }).loaderOptions.sizeFormat).toBe('queryString')
    expect(parse({ sizeFormat: 'path' }).success).toBe(false)
  })

  it('reads sizeAdjustment, stretch, forceImageUpdate and allowConcurrentLoads, at the top level or in loaderOptions', () => {
    const read = config({ sizeAdjustment: 0.5, stretch: false, loaderOptions: { forceImageUpdate: true, allowConcurrentLoads: true, useBgImage: true } })
    expect(read.loaderOptions).toMatchObject({ sizeAdjustment: 0.5, stretch: false, forceImageUpdate: true, allowConcurrentLoads: true, useBgImage: true })
    expect(config({ 'size-adjustment': 2 }).loaderOptions.sizeAdjustment).toBe(2)
  })

  it('reads useAdvancedPositioning and fixedRatio, at the top level or in loaderOptions', () => {
    expect(config({ useAdvancedPositioning: false, fixedRatio: true }).loaderOptions).toMatchObject({ useAdvancedPositioning: false, fixedRatio: true })
    expect(config({ fixedRatio: true, loaderOptions: { useAdvancedPositioning: false, fixedRatio: false } }).loaderOptions).toMatchObject({ useAdvancedPositioning: false, fixedRatio: false })
  })

  it('refuses a bad image loading setting, naming its path', () => {
    const paths = (value: unknown) => (parse(value).error?.issues ?? []).map((issue) => formatPath(issue.path))
    expect(paths({ sizeAdjustment: -1 })).toEqual(['loaderOptions.sizeAdjustment'])
    expect(paths({ loaderOptions: { stretch: 'yes' } })).toEqual(['loaderOptions.stretch'])
    expect(paths({ loaderOptions: { forceImageUpdate: 1, allowConcurrentLoads: 'no' } })).toEqual(['loaderOptions.forceImageUpdate', 'loaderOptions.allowConcurrentLoads'])
    expect(paths({ fixedRatio: 'yes', useAdvancedPositioning: 0 })).toEqual(['loaderOptions.useAdvancedPositioning', 'loaderOptions.fixedRatio'])
  })

  it('accepts a number or "Auto" as imageAspectRatio, 0 (the autogrid and autocolumns default) as "Auto"', () => {
    expect(config({ imageAspectRatio: 1.5 }).imageAspectRatio).toBe(1.5)
    expect(config({ design: 'autogrid', imageAspectRatio: 0 }).imageAspectRatio).toBe('Auto')
    expect(parse({ imageAspectRatio: 'wide' }).success).toBe(false)
    expect(parse({ imageAspectRatio: -1 }).success).toBe(false)
  })

  it('accepts autoplayOptions.pauseOnMouseover as a flag or as a list of selectors', () => {
    expect(config({ autoplayOptions: { pauseOnMouseover: ['.hero', '#caption'] } }).autoplayOptions.pauseOnMouseover).toEqual(['.hero', '#caption'])
    expect(config({ autoplayOptions: { pauseOnMouseover: false } }).autoplayOptions.pauseOnMouseover).toBe(false)
    expect(parse({ autoplayOptions: { pauseOnMouseover: [1] } }).success).toBe(false)
  })
})

describe('the gallery attributes of 001 §3', () => {
  it('gives the defaults: history in the query, the arrow keys, refresh on resize and orientation, images as images', () => {
    expect(config({})).toMatchObject({
      historyHash: false,
      keys: { previous: [37], next: [39] },
      refreshOnResize: true,
      refreshOnOrientationChange: true,
      useBgImage: false,
    })
  })

  it('reads keys and designOptions as objects, or as the JSON text an attribute gives', () => {
    expect(config({ keys: '{"next": "k"}' }).keys).toEqual({ previous: [37], next: ['k'] })
    expect(config({ designOptions: '{"slidesPerRow": 5}' }).slidesPerRow).toBe(5)
    expect(parse({ keys: '{next' }).success).toBe(false)
  })

  it('takes the design settings designOptions gives where the block does not give them', () => {
    const read = config({ design: 'grid', padding: 4, designOptions: { slidesPerRow: 6, padding: 30, 'column-width': 300 } })
    expect(read).toMatchObject({ slidesPerRow: 6, padding: 4, columnWidth: 300 })
    expect(designSettings(read)).toMatchObject({ slidesPerRow: 6, padding: 4 })
    expect(parse({ designOptions: { slidesPerRow: -1 } }).success).toBe(false)
  })
})

describe('keys the gallery ignores', () => {
  afterEach(() => vi.restoreAllMocks())

  it('accepts the documented settings it has no use for, and names each once per page in a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(config({ design: 'grid', inMotion: true, source: '/a.jpg', stretch: false, sizeAdjustment: 1.2 }).design).toBe('grid')
    config({ inMotion: false, source: '/b.jpg' })
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'ss-gallery: the block key "inMotion" is not supported here and is ignored.',
      'ss-gallery: the block key "source" is not supported here and is ignored.',
    ])
  })

  it('warns of no key it reads, whatever its spelling', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    config({ design: 'slider', 'thumbnails-per-row': 4, sizeFormat: 'filename', stretch: false, forceImageUpdate: true, allowConcurrentLoads: true, fixedRatio: true, useAdvancedPositioning: false, loaderOptions: { dprMax: 3 }, autoplayOptions: { timeout: 3000 } })
    expect(warn).not.toHaveBeenCalled()
  })
})

describe('designSettings', () => {
  it('gives the grid 4 per row, padding 20 and the lightbox', () => {
    expect(designSettings(config({ design: 'grid' }))).toMatchObject({ slidesPerRow: 4, padding: 20, lightbox: true })
  })
  it('gives the carousel 3 per row and a 1% gutter, without lightbox', () => {
    expect(designSettings(config({ design: 'carousel' }))).toMatchObject({ slidesPerRow: 3, gutter: 1, lightbox: false })
  })
  it('keeps what the block says', () => {
    expect(designSettings(config({ design: 'grid', slidesPerRow: 2, lightbox: false }))).toMatchObject({ slidesPerRow: 2, lightbox: false })
  })
  it('gives autorows rows 250 px high, a 20 px gutter and the lightbox', () => {
    const read = config({ design: 'autorows' })
    expect(read.rowHeight).toBe(250)
    expect(designSettings(read)).toMatchObject({ gutter: 20, lightbox: true })
    expect(config({ design: 'autorows', rowHeight: '180' }).rowHeight).toBe(180)
  })
  it('makes a slider half as high as wide, a linked strip a tenth', () => {
    expect(designSettings(config({ design: 'slider' })).vSize).toBe(50)
    expect(designSettings(config({ design: 'slider', linkedTo: 'main' })).vSize).toBe(10)
  })
})
