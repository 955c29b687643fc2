import { describe, expect, it } from 'vitest'
import { coverObjectPosition } from '../../../core/images/image-fit.ts'
import { imageBeforeScript } from './image-before-script.ts'

const image = { source: '/photos/harbour.jpg', dimensions: { width: 1000, height: 1000 }, focalPoint: { x: 0.5, y: 0.2 }, alt: 'The harbour' }

describe('imageBeforeScript', () => {
  it('offers the widths the loader offers, no wider than the image, with sizes the browser takes from the box', () => {
    const { src, srcset, sizes } = imageBeforeScript(image, { cropMode: 'cover', ratio: 1.5, sizeFormat: 'queryString', stretch: true })
    expect(src).toBe('/photos/harbour.jpg?format=1000w')
    expect(srcset).toBe('/photos/harbour.jpg?format=1000w 1000w, /photos/harbour.jpg?format=750w 750w, /photos/harbour.jpg?format=500w 500w, /photos/harbour.jpg?format=300w 300w, /photos/harbour.jpg?format=100w 100w')
    expect(sizes).toBe('auto, 100vw')
  })

  it('crops as the loader does for a box of that ratio at any size', () => {
    const { style } = imageBeforeScript(image, { cropMode: 'cover', ratio: 1.5, sizeFormat: 'queryString', stretch: true })
    expect(style).toEqual({ objectFit: 'cover', objectPosition: coverObjectPosition(image.dimensions, { width: 806, height: 537.33 }, image.focalPoint) })
    expect(style.objectPosition).not.toBe('50% 20%')
  })

  it('contains a slide without a crop, scaled down only when it may not stretch', () => {
    expect(imageBeforeScript(image, { cropMode: 'contain', ratio: 1.5, sizeFormat: 'filename', stretch: false })).toMatchObject({
      src: '/photos/harbour-1000w.jpg',
      style: { objectFit: 'scale-down', objectPosition: 'center center' },
    })
  })
})
