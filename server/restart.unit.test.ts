import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_START_TIMEOUT_MS, postJson, removeFolder, startTestServer, temporaryFolder } from './testing.ts'

let folder: string

beforeAll(async () => {
  folder = await temporaryFolder()
})

afterAll(async () => {
  await removeFolder(folder)
})

describe('a restart on the same data folder', () => {
  it(
    'keeps what was stored, and does not migrate again',
    async () => {
      // A folder that does not exist yet: the first start creates and initialises it.
      const dataDir = join(folder, 'pglite')
      const first = await startTestServer({ dataDir })
      expect(first.applied).not.toEqual([])
      const report = { event: 'error', data: { message: 'before the restart' }, timestamp: 1_763_700_000_000 }
      const trace = { pageUrl: 'http://localhost:8080/', type: 'pageview', data: null }
      expect((await first.app.request('/api/events/RecordJavascriptErrors', postJson([report]))).status).toBe(204)
      expect((await first.app.request('/api/events/Trace', postJson([trace]))).status).toBe(204)
      await first.close()

      const second = await startTestServer({ dataDir })
      try {
        expect(second.applied).toEqual([])
        const errors = await (await second.app.request('/api/events/RecordJavascriptErrors')).json()
        const traces = await (await second.app.request('/api/events/Trace')).json()
        expect(errors).toEqual([expect.objectContaining(report)])
        expect(traces).toEqual([expect.objectContaining(trace)])
      } finally {
        await second.close()
      }
    },
    DATABASE_START_TIMEOUT_MS,
  )
})
