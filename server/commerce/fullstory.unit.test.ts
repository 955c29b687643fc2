import { describe, expect, it } from 'vitest'
import { MOCK_FULLSTORY_ID } from '../../core/session-recording/fullstory-id.ts'
import { readConfig } from '../config.ts'
import { useTestServer } from '../testing.ts'
import { fullstoryRoutes } from './fullstory.ts'

const server = useTestServer()

describe('GET /api/commerce/fullstory/getId', () => {
  it('answers the mock id by default, through the whole app', async () => {
    const response = await server.app.request('/api/commerce/fullstory/getId')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ data: MOCK_FULLSTORY_ID })
  })

  it('answers the organisation id it is configured with', async () => {
    const response = await fullstoryRoutes('o-ABC123-na1').request('/getId')
    expect(await response.json()).toEqual({ data: 'o-ABC123-na1' })
  })

  it('reads the organisation id from SS_FULLSTORY_ORG_ID', () => {
    expect(readConfig({ SS_FULLSTORY_ORG_ID: 'o-ABC123-na1' }).fullstoryOrgId).toBe('o-ABC123-na1')
    expect(readConfig({}).fullstoryOrgId).toBe(undefined)
  })
})
