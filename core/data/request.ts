import type { $ZodType } from 'zod/v4/core'
import { siteBaseUrl } from './base-url.ts'
import { readCrumb } from './crumb.ts'
import { showDefaultFailure } from './default-failure.ts'
import type { RequestError } from './request-error.ts'
import { appendParams, buildRequestUrl, credentialsFor, type Params } from './request-url.ts'
import { interpretResponse, networkFailure, type Outcome, type ResponseBodyType } from './response-outcome.ts'
import { sessionHeadersFor } from './session-headers.ts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface BaseRequestOptions {
  method?: HttpMethod
  /** A path on the site, or an absolute URL. */
  url: string
  query?: Params
  /** `json` (default) parses the body; `text` resolves with it as is. */
  responseType?: ResponseBodyType
  /** The JSON body the route documents for a success: a 2xx with any other body is a failure (`kind: 'parse'`). */
  schema?: $ZodType
  /** How many times an unreachable server or an unexpected status is retried, 200 ms apart. */
  retries?: number
  /** Upgrades a plain-http request on a custom domain to https. */
  secure?: boolean
  credentials?: RequestCredentials
  /** Defaults to `website.baseUrl` from the page context, else the page's origin. */
  baseUrl?: string
  signal?: AbortSignal
  /** Each attempt that takes longer counts as a network failure. */
  timeoutMs?: number
  /** Replaces the default handling (the system error overlay) of a failure. */
  onFailure?: (error: RequestError) => void
  fetch?: typeof fetch
}

/** A JSON body in `data`, or a form-encoded one in `form`. */
export type RequestBody = { data?: unknown; form?: never } | { form?: Params; data?: never }

export type RequestOptions = BaseRequestOptions & RequestBody

export const DATA_RETRY_DELAY_MS = 200
export const LOGIN_REQUIRED_EVENT = 'ss-login-required'

export interface LoginRequiredDetail {
  url: string
}

declare global {
  interface WindowEventMap {
    'ss-login-required': CustomEvent<LoginRequiredDetail>
  }
}

/**
 * Calls the site's API and applies the error catalogue (see README.md). Resolves with the parsed body (`null`
 * for 204 or an empty body); rejects with a `RequestError` after handing it to `onFailure` or, by default, to
 * the system error overlay. A caller's abort rejects with the signal's reason and is not a failure.
 */
export async function request<T = unknown>(options: RequestOptions): Promise<T> {
  const fetchImpl = options.fetch ?? fetch
  const baseUrl = options.baseUrl ?? siteBaseUrl()
  let retriesLeft = options.retries ?? 0
  let crumbRetried = false

  for (;;) {
    const url = buildRequestUrl({ url: options.url, query: options.query, baseUrl, secure: options.secure, crumb: readCrumb() })
    const outcome = await attempt(fetchImpl, url, options, sessionHeadersFor(url, baseUrl))
    if (outcome.ok) return outcome.value as T

    const { error, action } = outcome
    if (action === 'retry-with-fresh-crumb' && !crumbRetried) {
      crumbRetried = true
      continue
    }
    if (action === 'retry-later' && retriesLeft > 0) {
      retriesLeft -= 1
      await delay(DATA_RETRY_DELAY_MS)
      continue
    }
    if (action === 'login-required') {
      window.dispatchEvent(new CustomEvent(LOGIN_REQUIRED_EVENT, { detail: { url: options.url } }))
    }
    const handleFailure = options.onFailure ?? showDefaultFailure
    // authorizationFail shows the overlay whatever the caller handles; the default handler would show it again.
    if (action === 'authorization-fail' && handleFailure !== showDefaultFailure) showDefaultFailure(error)
    handleFailure(error)
    throw error
  }
}

async function attempt(fetchImpl: typeof fetch, url: URL, options: RequestOptions, sessionHeaders: Record<string, string>): Promise<Outcome> {
  const controller = new AbortController()
  const { signal, timeoutMs } = options
  signal?.throwIfAborted()
  const forwardAbort = () => controller.abort(signal?.reason)
  signal?.addEventListener('abort', forwardAbort, { once: true })
  const timer = timeoutMs === undefined ? undefined : setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetchImpl(url.href, {
      method: options.method ?? 'GET',
      headers: { ...requestHeaders(options), ...sessionHeaders },
      body: requestBody(options),
      credentials: options.credentials ?? credentialsFor(url),
      signal: controller.signal,
    })
    const body = response.status === 204 ? '' : await response.text()
    return interpretResponse(
      { status: response.status, body },
      { url: options.url, responseType: options.responseType ?? 'json', schema: options.schema },
    )
  } catch (error) {
    if (signal?.aborted) throw signal.reason
    return networkFailure()
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', forwardAbort)
  }
}

function requestHeaders(options: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = { Accept: options.responseType === 'text' ? '*/*' : 'application/json' }
  if (options.data !== undefined) headers['Content-Type'] = 'application/json'
  return headers
}

function requestBody(options: RequestOptions): BodyInit | undefined {
  if (options.data !== undefined) return JSON.stringify(options.data)
  if (options.form !== undefined) return appendParams(new URLSearchParams(), options.form)
  return undefined
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
