import { Hono } from 'hono'
import { z } from 'zod'
import { problemResponse } from '../http/problem.ts'
import { validQuery } from '../http/valid-query.ts'
import demoPlacesJson from './demo-places.json'

const place = z.object({
  placeId: z.string(),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string().length(2),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
})

export type Place = z.output<typeof place>

/** The places the reference server knows: a short list kept with its sources, so that it asks no maps service. */
export const demoPlaces: readonly Place[] = z.array(place).parse(demoPlacesJson)

/** At most this many suggestions per answer, as a maps service's autocomplete gives. */
export const MAX_PREDICTIONS = 5

const autocompleteQuery = z.object({ input: z.string().trim().min(1).max(200) })
const detailsQuery = z.object({
  placeId: z.string().min(1).max(200),
  productPage: z.string().max(200).optional(),
  productSection: z.string().max(200).optional(),
})

export interface PlacesRoutesOptions {
  places?: readonly Place[]
}

/**
 * The address search, answered from a stored list: `GET /autocomplete?input=` gives at most five
 * `{placeId, description, mainText, secondaryText}` whose name or address contains the input, `GET
 * /details?placeId=` gives the place.
 */
export function placesRoutes({ places = demoPlaces }: PlacesRoutesOptions = {}): Hono {
  return new Hono()
    .get('/autocomplete', (c) => {
      const input = validQuery(c, autocompleteQuery).input.toLocaleLowerCase()
      const predictions = places
        .filter((candidate) => `${candidate.name} ${formattedAddress(candidate)}`.toLocaleLowerCase().includes(input))
        .slice(0, MAX_PREDICTIONS)
        .map((candidate) => ({
          placeId: candidate.placeId,
          description: `${candidate.name}, ${formattedAddress(candidate)}`,
          mainText: candidate.name,
          secondaryText: formattedAddress(candidate),
        }))
      return c.json({ predictions })
    })
    .get('/details', (c) => {
      const { placeId } = validQuery(c, detailsQuery)
      const found = places.find((candidate) => candidate.placeId === placeId)
      if (!found) return problemResponse(404, { code: 'unknownPlace', error: 'No place has this id.' })
      return c.json({ place: { ...found, formattedAddress: formattedAddress(found) } })
    })
}

function formattedAddress({ street, city, region, postalCode, country }: Place): string {
  return [street, city, [region, postalCode].filter(Boolean).join(' '), country].filter(Boolean).join(', ')
}

