// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeFetch, json, useRequestPage } from '../data/testing.ts'
import { hasTrackingContext, MISSING_TRACKING_CONTEXT_WARNING, placeDetails, placesAutocomplete } from './places.ts'

vi.mock('../runtime/system-error-overlay.ts', () => ({ showSystemErrorOverlay: vi.fn() }))

useRequestPage()
afterEach(() => vi.restoreAllMocks())

describe('places calls', () => {
  it('autocomplete sends its query parameters', async () => {
    const { fetch, calls } = fakeFetch(json(200, { predictions: [] }))
    expect(await placesAutocomplete({ input: 'london' }, { fetch })).toEqual({ predictions: [] })
    expect(calls[0]!.url.pathname).toBe('/api/google-maps/places/autocomplete')
    expect(calls[0]!.url.searchParams.get('input')).toBe('london')
  })

  it('details sends its parameters with the tracking context, without a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { fetch, calls } = fakeFetch(json(200, { place: {} }))
    await placeDetails({ placeId: 'p1' }, { productPage: 'checkout', productSection: 'shipping-address' }, { fetch })
    expect(calls[0]!.url.pathname).toBe('/api/google-maps/places/details')
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toMatchObject({
      placeId: 'p1',
      productPage: 'checkout',
      productSection: 'shipping-address',
    })
    expect(warn).not.toHaveBeenCalled()
  })

  it.each([undefined, {}, { productPage: 'checkout' }, { productPage: 'checkout', productSection: '' }])(
    'details with the tracking context %j is still called, with a warning',
    async (context) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const { fetch, calls } = fakeFetch(json(200, { place: {} }))
      await placeDetails({ placeId: 'p1' }, context, { fetch })
      expect(calls).toHaveLength(1)
      expect(warn).toHaveBeenCalledExactlyOnceWith(MISSING_TRACKING_CONTEXT_WARNING)
      expect(hasTrackingContext(context)).toBe(false)
    },
  )
})
