import { describe, expect, it } from 'vitest'
import { candidateWidths, chooseImageWidth, imageSrcset, adjustedWidth, parseDimensions, sizedImageUrl } from './image-sizes.ts'

describe('sizedImageUrl', () => {
  it('adds the ?format={w}w query', () => {
    expect(sizedImageUrl('https://cdn.example.com/sunset.jpg', 750)).toBe('https://cdn.example.com/sunset.jpg?format=750w')
  })
  it('keeps other query terms and the fragment, and replaces a size already there', () => {
    expect(sizedImageUrl('/a.jpg?v=2&format=100w#x', 1500)).toBe('/a.jpg?v=2&format=1500w#x')
  })
  it('puts the size in the file name with the filename format', () => {
    expect(sizedImageUrl('/img/sunset.jpg?v=2', 500, 'filename')).toBe('/img/sunset-500w.jpg?v=2')
    expect(sizedImageUrl('/img/sunset-100w.jpg', 500, 'filename')).toBe('/img/sunset-500w.jpg')
    expect(sizedImageUrl('/img/sunset', 300, 'filename')).toBe('/img/sunset-300w')
  })
})

describe('candidateWidths and srcset', () => {
  it('offers every published width, 2500 down to 100, when the size is unknown', () => {
    expect(candidateWidths()).toEqual([2500, 1500, 1000, 750, 500, 300, 100])
  })
  it('offers no width larger than the image itself', () => {
    expect(candidateWidths(1600)).toEqual([1500, 1000, 750, 500, 300, 100])
  })
  it('offers the smallest width for an image smaller than all of them', () => {
    expect(candidateWidths(60)).toEqual([100])
  })
  it('lists each candidate as url and width', () => {
    expect(imageSrcset('/a.jpg', 'queryString', 400)).toBe('/a.jpg?format=300w 300w, /a.jpg?format=100w 100w')
  })
})

describe('chooseImageWidth', () => {
  it('takes the smallest width at least as wide as needed', () => {
    expect(chooseImageWidth(301)).toBe(500)
    expect(chooseImageWidth(750)).toBe(750)
  })
  it('takes the largest width the image has when it needs more', () => {
    expect(chooseImageWidth(3000)).toBe(2500)
    expect(chooseImageWidth(1800, 1600)).toBe(1500)
  })
})

it('adjustedWidth scales the drawn width by sizeAdjustment, 1 by default, never below 0', () => {
  expect(adjustedWidth(400)).toBe(400)
  expect(adjustedWidth(400, 0.5)).toBe(200)
  expect(adjustedWidth(400, 1.5)).toBe(600)
  expect(adjustedWidth(400, -1)).toBe(0)
})

describe('parseDimensions', () => {
  it('reads WxH', () => {
    expect(parseDimensions('1600x900')).toEqual({ width: 1600, height: 900 })
  })
  it('refuses anything else', () => {
    for (const text of ['', '1600', '0x900', 'axb', null, undefined]) expect(parseDimensions(text)).toBeUndefined()
  })
})
