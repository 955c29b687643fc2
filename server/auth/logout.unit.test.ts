import { describe, expect, it } from 'vitest'
import { useTestServer, withCrumb } from '../testing.ts'

const server = useTestServer()

describe('POST /api/auth/Logout', () => {
  it('answers 204 to a caller with the crumb', async () => {
    const response = await server.app.request('/api/auth/Logout', withCrumb({ method: 'POST' }))
    expect(response.status).toBe(204)
  })

  it('refuses a caller without the crumb, as every API route does', async () => {
    const response = await server.app.request('/api/auth/Logout', { method: 'POST' })
    expect(response.status).toBe(403)
  })
})
