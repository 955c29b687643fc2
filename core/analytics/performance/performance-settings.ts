import { z } from 'zod/mini'
import { validate } from '../../validation/validate.ts'
import { eventsUrl } from '../../reporting/events-url.ts'

export const PERFORMANCE_SETTINGS_PATH = '/api/1/performance/settings'
export const PERFORMANCE_SETTINGS_TIMEOUT_MS = 30_000

/** The messages the settings request fails with. */
export const PERFORMANCE_SETTINGS_ERRORS = {
  status: 'XHR request DONE with unexpected status',
  timeout: 'Metric settings request timeout',
  pageLoadId: 'Unable to resolve pageLoadId',
} as const

const settingsSchema = z.looseObject({
  pageLoadId: z.string().check(z.minLength(1)),
  /** Image CDN hosts whose image loads are measured; none unless the server names them. */
  imageHosts: z._default(z.array(z.string()), []),
})

export type PerformanceSettings = z.output<typeof settingsSchema>

/**
 * The collector's settings: rejects after 30 s with 'Metric settings request timeout', on a status other than
 * 200 with 'XHR request DONE with unexpected status', and without a page-load id with 'Unable to resolve
 * pageLoadId'.
 */
export async function fetchPerformanceSettings(timeoutMs: number = PERFORMANCE_SETTINGS_TIMEOUT_MS): Promise<PerformanceSettings> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  let response: Response
  try {
    response = await fetch(eventsUrl(PERFORMANCE_SETTINGS_PATH, undefined, undefined).href, { signal: controller.signal })
  } catch (error) {
    throw new Error(controller.signal.aborted ? PERFORMANCE_SETTINGS_ERRORS.timeout : PERFORMANCE_SETTINGS_ERRORS.status, { cause: error })
  } finally {
    clearTimeout(timer)
  }
  if (response.status !== 200) throw new Error(PERFORMANCE_SETTINGS_ERRORS.status, { cause: { status: response.status } })
  const body: unknown = await response.json().catch(() => undefined)
  const settings = validate(settingsSchema, body)
  if (!settings.success) throw new Error(PERFORMANCE_SETTINGS_ERRORS.pageLoadId)
  return settings.data
}
