import { describe, expect, it } from 'vitest'
import { coverObjectPosition, drawnWidth, fitObjectPosition, objectCrop, objectFitFor, parseFocalPoint } from './image-fit.ts'

describe('parseFocalPoint', () => {
  it('reads "x,y"', () => {
    expect(parseFocalPoint('0.3,0.6')).toEqual({ x: 0.3, y: 0.6 })
  })
  it('defaults to the centre, and clamps to 0…1', () => {
    expect(parseFocalPoint(null)).toEqual({ x: 0.5, y: 0.5 })
    expect(parseFocalPoint('2,-1')).toEqual({ x: 1, y: 0 })
    expect(parseFocalPoint('0.2')).toEqual({ x: 0.2, y: 0.5 })
  })
})

describe('coverObjectPosition', () => {
  const wide = { width: 2000, height: 1000 }
  it('centres the focal point when the crop allows', () => {
    // Drawn 800×400 in a 400×400 box: 400 px to crop; focal x 0.5 → 200 px offset of 400 → 50%.
    expect(coverObjectPosition(wide, { width: 400, height: 400 }, { x: 0.5, y: 0.5 })).toBe('50% 50%')
    // focal x 0.375 → drawn at 300 px, centred needs a 100 px offset of 400 → 25%.
    expect(coverObjectPosition(wide, { width: 400, height: 400 }, { x: 0.375, y: 0.5 })).toBe('25% 50%')
  })
  it('stops at the image edge when the focal point is near it', () => {
    expect(coverObjectPosition(wide, { width: 400, height: 400 }, { x: 0.05, y: 0.5 })).toBe('0% 50%')
    expect(coverObjectPosition(wide, { width: 400, height: 400 }, { x: 0.95, y: 0.5 })).toBe('100% 50%')
  })
  it('uses the focal point percentages when the box size is unknown', () => {
    expect(coverObjectPosition(wide, undefined, { x: 0.3, y: 0.6 })).toBe('30% 60%')
  })
})

describe('drawnWidth', () => {
  const wide = { width: 2000, height: 1000 }
  it('is wider than the box when a cover crop cuts the sides', () => {
    expect(drawnWidth({ width: 400, height: 400 }, wide, 'cover')).toBe(800)
  })
  it('is at most the box when contained', () => {
    expect(drawnWidth({ width: 400, height: 400 }, wide, 'contain')).toBe(400)
    expect(drawnWidth({ width: 400, height: 100 }, wide, 'contain')).toBe(200)
  })
  it('is the image size, at most the box, when drawn as is', () => {
    expect(drawnWidth({ width: 400, height: 400 }, { width: 300, height: 200 }, 'none')).toBe(300)
  })
  it('is at most the image size when contained without stretch', () => {
    const small = { width: 300, height: 200 }
    expect(drawnWidth({ width: 900, height: 600 }, small, 'contain')).toBe(900)
    expect(drawnWidth({ width: 900, height: 600 }, small, 'contain', false)).toBe(300)
    expect(drawnWidth({ width: 200, height: 600 }, small, 'contain', false)).toBe(200)
  })
})

it('objectFitFor scales a contained image down only, without stretch', () => {
  expect(objectFitFor('contain')).toBe('contain')
  expect(objectFitFor('contain', false)).toBe('scale-down')
  expect(objectFitFor('cover', false)).toBe('cover')
  expect(objectFitFor('none')).toBe('none')
})

it('fitObjectPosition aligns a contained image to one edge', () => {
  expect(fitObjectPosition('top')).toBe('center top')
  expect(fitObjectPosition('left')).toBe('left center')
  expect(fitObjectPosition('center')).toBe('center center')
  expect(fitObjectPosition('bottom')).toBe('center bottom')
  expect(fitObjectPosition('right')).toBe('right center')
})

it('objectCrop crops a cover image to its focal point, aligns a contained one, and centres one drawn as is', () => {
  const dimensions = { width: 2000, height: 1000 }
  const box = { width: 400, height: 400 }
  expect(objectCrop({ dimensions, focalPoint: { x: 0.375, y: 0.5 } }, box)).toEqual({ fit: 'cover', position: '25% 50%' })
  expect(objectCrop({ dimensions, cropMode: 'contain', fitAlignment: 'right', stretch: false }, box)).toEqual({ fit: 'scale-down', position: 'right center' })
  expect(objectCrop({ dimensions, cropMode: 'none' }, box)).toEqual({ fit: 'none', position: '' })
})
