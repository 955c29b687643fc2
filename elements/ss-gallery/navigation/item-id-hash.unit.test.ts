import { describe, expect, it } from 'vitest'
import { itemIdHashAddress, itemIdOfHash } from './item-id-hash.ts'

describe('itemId in the fragment (historyHash)', () => {
  it('reads the itemId of a fragment', () => {
    expect(itemIdOfHash('#itemId=sunset')).toBe('sunset')
    expect(itemIdOfHash('#top')).toBeUndefined()
    expect(itemIdOfHash('')).toBeUndefined()
  })

  it('writes the itemId in the fragment, keeping the query and the fragment\'s other terms', () => {
    expect(itemIdHashAddress(new URL('https://example.com/gallery?lang=en#itemId=old&view=grid'), 'sunset')).toBe('/gallery?lang=en#itemId=sunset&view=grid')
    expect(itemIdHashAddress(new URL('https://example.com/gallery/x'), 'sunset', '/gallery')).toBe('/gallery/#itemId=sunset')
  })
})
