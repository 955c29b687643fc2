import { describe, expect, it } from 'vitest'
import { coverObjectPosition } from './image-fit.ts'
import { imagePlacement, placementStyle } from './image-placement.ts'

const wide = { width: 2000, height: 1000 }
const square = { width: 400, height: 400 }

describe('imagePlacement: cover', () => {
  it('fills the box, centred on a centred focal point', () => {
    // 2000×1000 covering 400×400 is drawn 800×400: 400 px cut, half on each side.
    expect(imagePlacement({ dimensions: wide }, square)).toEqual({ left: -200, top: 0, width: 800, height: 400 })
  })

  it('moves an off-centre focal point to the middle of the box', () => {
    // Focal x 0.375 is at 300 px of 800: 100 px cut before it puts it at the box's 200 px middle.
    expect(imagePlacement({ dimensions: wide, focalPoint: { x: 0.375, y: 0.5 } }, square)).toEqual({ left: -100, top: 0, width: 800, height: 400 })
    // A tall box cuts top and bottom instead: 2000×1000 in 100×400 is drawn 800×400, wide; in 400×100 it is 400×200.
    expect(imagePlacement({ dimensions: wide, focalPoint: { x: 0.5, y: 0.25 } }, { width: 400, height: 100 })).toEqual({ left: 0, top: 0, width: 400, height: 200 })
    expect(imagePlacement({ dimensions: wide, focalPoint: { x: 0.5, y: 0.6 } }, { width: 400, height: 100 })).toEqual({ left: 0, top: -70, width: 400, height: 200 })
  })

  it('stops at the image edges when the focal point is near them', () => {
    expect(imagePlacement({ dimensions: wide, focalPoint: { x: 0.05, y: 0.5 } }, square).left).toBe(0)
    expect(imagePlacement({ dimensions: wide, focalPoint: { x: 0.95, y: 0.5 } }, square).left).toBe(-400)
  })

  it('draws the picture object-position draws', () => {
    for (const x of [0, 0.2, 0.375, 0.5, 0.7, 1]) {
      const focalPoint = { x, y: 0.5 }
      const { left, width } = imagePlacement({ dimensions: wide, focalPoint }, square)
      const share = Number.parseFloat(coverObjectPosition(wide, square, focalPoint)) / 100
      expect(left).toBeCloseTo(-share * (width - square.width), 6)
    }
  })

  it('is the default crop mode', () => {
    expect(imagePlacement({ dimensions: wide, cropMode: 'cover' }, square)).toEqual(imagePlacement({ dimensions: wide }, square))
  })
})

describe('imagePlacement: contain', () => {
  const contain = (fitAlignment?: 'top' | 'left' | 'center' | 'right' | 'bottom', stretch?: boolean) => ({ dimensions: wide, cropMode: 'contain' as const, fitAlignment, stretch })

  it('shows the whole image, in the middle by default', () => {
    // 2000×1000 in 400×400 is drawn 400×200, 200 px free above and below.
    expect(imagePlacement(contain(), square)).toEqual({ left: 0, top: 100, width: 400, height: 200 })
    expect(imagePlacement(contain('center'), square)).toEqual({ left: 0, top: 100, width: 400, height: 200 })
  })

  it('sits against the edge fitAlignment names', () => {
    expect(imagePlacement(contain('top'), square).top).toBe(0)
    expect(imagePlacement(contain('bottom'), square).top).toBe(200)
    // In a wide box the free space is beside it: 2000×1000 in 800×200 is drawn 400×200.
    const wideBox = { width: 800, height: 200 }
    expect(imagePlacement(contain('left'), wideBox)).toEqual({ left: 0, top: 0, width: 400, height: 200 })
    expect(imagePlacement(contain('right'), wideBox)).toEqual({ left: 400, top: 0, width: 400, height: 200 })
    expect(imagePlacement(contain('top'), wideBox)).toEqual({ left: 200, top: 0, width: 400, height: 200 })
  })

  it('ignores the focal point', () => {
    expect(imagePlacement({ ...contain('center'), focalPoint: { x: 0, y: 1 } }, square)).toEqual(imagePlacement(contain('center'), square))
  })

  it('is drawn no larger than itself without stretch', () => {
    const small = { dimensions: { width: 300, height: 200 }, cropMode: 'contain' as const, fitAlignment: 'center' as const }
    expect(imagePlacement(small, { width: 900, height: 600 })).toEqual({ left: 0, top: 0, width: 900, height: 600 })
    expect(imagePlacement({ ...small, stretch: false }, { width: 900, height: 600 })).toEqual({ left: 300, top: 200, width: 300, height: 200 })
    expect(imagePlacement({ ...small, stretch: false, fitAlignment: 'left' }, { width: 900, height: 600 }).left).toBe(0)
    // Smaller boxes still scale it down.
    expect(imagePlacement({ ...small, stretch: false }, { width: 150, height: 200 })).toEqual({ left: 0, top: 50, width: 150, height: 100 })
  })
})

describe('imagePlacement: none', () => {
  it('draws the image at its own size in the middle of a larger box', () => {
    expect(imagePlacement({ dimensions: { width: 300, height: 200 }, cropMode: 'none' }, square)).toEqual({ left: 50, top: 100, width: 300, height: 200 })
  })

  it('draws it no wider than the box, the width it is fetched for, cutting what overflows below and above', () => {
    // 2000×1000 in 400×100: 400×200, 50 px cut above and below; neither the focal point nor fitAlignment moves it.
    const none = { dimensions: wide, cropMode: 'none' as const, focalPoint: { x: 0, y: 0 }, fitAlignment: 'top' as const }
    expect(imagePlacement(none, { width: 400, height: 100 })).toEqual({ left: 0, top: -50, width: 400, height: 200 })
  })
})

describe('placementStyle', () => {
  const placement = { left: -100, top: -70, width: 800, height: 200 }
  const box = { width: 400, height: 100 }

  it('gives px, rounded to hundredths', () => {
    expect(placementStyle(placement, box)).toEqual({ left: '-100px', top: '-70px', width: '800px', height: '200px' })
    expect(placementStyle({ left: 1 / 3, top: 0, width: 100.005, height: 2 / 3 }, box).left).toBe('0.33px')
  })

  it('gives % of the box with fixedRatio: across of its width, down of its height', () => {
    expect(placementStyle(placement, box, true)).toEqual({ left: '-25%', top: '-70%', width: '200%', height: '200%' })
  })

  it('gives the same % for the box at any scale, so that they hold without recomputing', () => {
    const settings = { dimensions: wide, focalPoint: { x: 0.3, y: 0.7 } }
    for (const [cropMode, at] of [['cover', 1], ['contain', 1.5], ['cover', 2.5]] as const) {
      const small = { width: 320, height: 200 }
      const large = { width: small.width * at * 2, height: small.height * at * 2 }
      const style = (scaled: typeof small) => placementStyle(imagePlacement({ ...settings, cropMode, fitAlignment: 'right' }, scaled), scaled, true)
      expect(style(large)).toEqual(style(small))
    }
  })

  it('gives 0% of a box without size', () => {
    expect(placementStyle(placement, { width: 0, height: 0 }, true)).toEqual({ left: '0%', top: '0%', width: '0%', height: '0%' })
  })
})
