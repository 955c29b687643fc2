import { Hono } from 'hono'
import { MOCK_FULLSTORY_ID } from '../../core/session-recording/fullstory-id.ts'

/**
 * `GET /api/commerce/fullstory/getId`: `{data: <organisation id>}` of the session-recording service. The mock
 * id unless the server is given one (`SS_FULLSTORY_ORG_ID`), and the mock id tells the page not to record.
 */
export function fullstoryRoutes(orgId: string = MOCK_FULLSTORY_ID): Hono {
  return new Hono().get('/getId', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ data: orgId })
  })
}
