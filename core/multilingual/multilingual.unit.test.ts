// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { fakeFetch, json, noContent, useRequestPage } from '../data/testing.ts'
import {
  disconnectMultilingual,
  getMultilingualLanguages,
  getMultilingualSettings,
  getMultilingualStatus,
  saveMultilingualLanguages,
} from './multilingual.ts'

vi.mock('../runtime/system-error-overlay.ts', () => ({ showSystemErrorOverlay: vi.fn() }))

useRequestPage()

describe('multilingual calls', () => {
  it('call their paths with their methods and bodies', async () => {
    const { fetch, calls } = fakeFetch(json(200, { connected: true }), noContent)
    await getMultilingualSettings({ fetch })
    await getMultilingualStatus({ fetch })
    await getMultilingualLanguages({ fetch })
    await saveMultilingualLanguages(['en', 'fr'], { fetch })
    await disconnectMultilingual({ fetch })
    expect(calls.map((call) => [call.init.method, call.url.pathname, call.init.body ?? null])).toEqual([
      ['GET', '/api/multilingual/settings', null],
      ['GET', '/api/multilingual/status', null],
      ['GET', '/api/multilingual/languages', null],
      ['PUT', '/api/multilingual/languages', '{"languages":["en","fr"]}'],
      ['DELETE', '/api/multilingual/connection', null],
    ])
  })

  it('resolve with the data returned', async () => {
    const { fetch } = fakeFetch(json(200, { connected: true, defaultLanguage: 'en', languages: ['en'] }))
    expect(await getMultilingualSettings({ fetch })).toEqual({ connected: true, defaultLanguage: 'en', languages: ['en'] })
  })
})
