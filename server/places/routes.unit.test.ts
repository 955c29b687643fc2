import { describe, expect, it } from 'vitest'
import { useTestServer } from '../testing.ts'
import { demoPlaces, MAX_PREDICTIONS } from './routes.ts'

const server = useTestServer()
const get = (path: string) => server.app.request(`/api/google-maps/places/${path}`)

describe('/api/google-maps/places', () => {
  it('suggests the stored places whose name or address holds the input, whatever its case', async () => {
    const response = await get('autocomplete?input=LONDON')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      predictions: [
        {
          placeId: 'demo-british-museum',
          description: 'British Museum, Great Russell Street, London, WC1B 3DG, GB',
          mainText: 'British Museum',
          secondaryText: 'Great Russell Street, London, WC1B 3DG, GB',
        },
      ],
    })
  })

  it(`gives at most ${MAX_PREDICTIONS} suggestions, and none for an input nothing holds`, async () => {
    expect(demoPlaces.length).toBeGreaterThan(MAX_PREDICTIONS)
    // Every stored address holds a comma.
    const { predictions } = (await (await get('autocomplete?input=%2C')).json()) as { predictions: unknown[] }
    expect(predictions).toHaveLength(MAX_PREDICTIONS)
    expect(await (await get('autocomplete?input=atlantis')).json()).toEqual({ predictions: [] })
  })

  it("answers a place's details, with or without the tracking context", async () => {
    for (const query of ['placeId=demo-rijksmuseum', 'placeId=demo-rijksmuseum&productPage=checkout&productSection=address']) {
      const response = await get(`details?${query}`)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({
        place: {
          placeId: 'demo-rijksmuseum',
          name: 'Rijksmuseum',
          street: 'Museumstraat 1',
          city: 'Amsterdam',
          region: '',
          postalCode: '1071 XX',
          country: 'NL',
          lat: 52.36,
          lng: 4.8852,
          formattedAddress: 'Museumstraat 1, Amsterdam, 1071 XX, NL',
        },
      })
    }
  })

  it('answers 404 unknownPlace for an id it does not know, and 400 without an input or an id', async () => {
    const unknown = await get('details?placeId=nowhere')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: 'unknownPlace' })
    for (const path of ['autocomplete', 'autocomplete?input=%20', 'details']) {
      const response = await get(path)
      expect(response.status, path).toBe(400)
      expect(await response.json()).toMatchObject({ code: 'invalidRequest' })
    }
  })
})
