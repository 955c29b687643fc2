import { describe, expect, it } from 'vitest'
import { collectionViewSchema, deviceViewSchema, itemRecordTypeNameSchema, sliceNameSchema, slideTypeSchema } from './names.ts'

describe('named enumerations', () => {
  it('hold the slice names of 002 §3', () => {
    expect(sliceNameSchema.options).toEqual([
      'heading', 'sub-heading', 'body', 'image', 'gallery', 'video', 'social-icons', 'buttons', 'navigation',
      'custom-form', 'newsletter', 'album', 'map', 'lock', 'password', 'twitter', 'logo', 'action',
      'popup-overlay-action', 'temp-lock-inject',
    ])
  })

  it('hold the slide types, device views and collection views of 002 §3', () => {
    expect(slideTypeSchema.options).toEqual(['cover-page', 'lock-screen', 'popup-overlay'])
    expect(deviceViewSchema.options).toEqual(['desktop', 'phone', 'tablet'])
    expect(collectionViewSchema.options).toEqual(['list', 'grid', 'product'])
  })

  it('hold the item record type names of 000 §3', () => {
    expect(itemRecordTypeNameSchema.options).toEqual(['audio', 'event', 'image', 'portfolio-item', 'text', 'video'])
  })

  it('accept their names and refuse anything else', () => {
    expect(sliceNameSchema.safeParse('popup-overlay-action').success).toBe(true)
    expect(sliceNameSchema.safeParse('Heading').success).toBe(false)
    expect(deviceViewSchema.safeParse('watch').success).toBe(false)
    expect(collectionViewSchema.safeParse('grid').success).toBe(true)
  })
})
