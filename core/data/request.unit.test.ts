// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { showSystemErrorOverlay } from '../runtime/system-error-overlay.ts'
import { request, type RequestOptions } from './request.ts'
import { RequestError } from './request-error.ts'
import { fakeFetch, json, noContent, useRequestPage, type Reply } from './testing.ts'

vi.mock('../runtime/system-error-overlay.ts', () => ({ showSystemErrorOverlay: vi.fn() }))

const text = (status: number, body: string): Reply => () => new Response(body, { status })
const networkDown: Reply = () => {
  throw new TypeError('Failed to fetch')
}
const hangUntilAborted: Reply = (init) =>
  new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))

/** Runs a request expected to fail, with an `onFailure` spy; returns the rejection and the spy. */
async function failing(options: RequestOptions) {
  const onFailure = vi.fn()
  const error = await request({ onFailure, ...options }).then(
    () => expect.unreachable('the request should fail'),
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(RequestError)
  return { error: error as RequestError, onFailure }
}

useRequestPage()

describe('request: success', () => {
  it('appends the crumb cookie to the query string of every request', async () => {
    const { fetch, calls } = fakeFetch(json(200, { ok: 1 }))
    await request({ url: '/api/widget/GetWidgetRendering', query: { id: 'b1' }, fetch })
    expect(calls[0]?.url.href).toBe('http://localhost:3000/api/widget/GetWidgetRendering?id=b1&crumb=c1')
  })

  it('sends GET by default and resolves with the parsed JSON body', async () => {
    const { fetch, calls } = fakeFetch(json(200, { data: { key: 'k1' } }))
    await expect(request({ url: '/api/x', fetch })).resolves.toEqual({ data: { key: 'k1' } })
    expect(calls[0]?.init.method).toBe('GET')
    expect(calls[0]?.init.body).toBeUndefined()
  })

  it('resolves 204 with null, and an empty body with null', async () => {
    await expect(request({ url: '/api/x', fetch: fakeFetch(noContent).fetch })).resolves.toBeNull()
    await expect(request({ url: '/api/x', fetch: fakeFetch(text(200, '')).fetch })).resolves.toBeNull()
  })

  it('resolves with the raw body when responseType is text', async () => {
    const { fetch } = fakeFetch(text(200, '<p>rendered</p>'))
    await expect(request({ url: '/api/x', responseType: 'text', fetch })).resolves.toBe('<p>rendered</p>')
  })

  it('sends data as a JSON body with its content type', async () => {
    const { fetch, calls } = fakeFetch(json(200, {}))
    await request({ method: 'PUT', url: '/api/x', data: { a: [1, 2] }, fetch })
    expect(calls[0]?.init).toMatchObject({ method: 'PUT', body: '{"a":[1,2]}' })
    expect(calls[0]?.init.headers).toMatchObject({ 'Content-Type': 'application/json' })
  })

  it('sends form as a form-encoded body', async () => {
    const { fetch, calls } = fakeFetch(json(200, {}))
    await request({ method: 'POST', url: '/api/x', form: { widgetJSON: '{"type":"flickr"}', collectionId: 'c9' }, fetch })
    expect(String(calls[0]?.init.body)).toBe('widgetJSON=%7B%22type%22%3A%22flickr%22%7D&collectionId=c9')
    expect(calls[0]?.init.headers).not.toHaveProperty('Content-Type')
  })

  it("keeps credentials same-origin on the page's origin", async () => {
    const { fetch, calls } = fakeFetch(json(200, {}))
    await request({ url: '/api/x', fetch })
    expect(calls[0]?.init.credentials).toBe('same-origin')
  })

  it('goes to website.baseUrl from the page context, sending credentials cross-origin', async () => {
    window.SS_CONTEXT = { website: { id: 'w1', baseUrl: 'https://site.example.org' } }
    const { fetch, calls } = fakeFetch(json(200, {}))
    await request({ url: '/api/x', fetch })
    expect(calls[0]?.url.href).toBe('https://site.example.org/api/x?crumb=c1')
    expect(calls[0]?.init.credentials).toBe('include')
  })

  it('lets the baseUrl and credentials options override the defaults', async () => {
    window.SS_CONTEXT = { website: { baseUrl: 'https://site.example.org' } }
    const { fetch, calls } = fakeFetch(json(200, {}))
    await request({ url: '/api/x', baseUrl: 'https://api.example.net', credentials: 'omit', fetch })
    expect(calls[0]?.url.origin).toBe('https://api.example.net')
    expect(calls[0]?.init.credentials).toBe('omit')
  })

  it('sends a secure request on a plain-http custom domain over https, with credentials', async () => {
    const { fetch, calls } = fakeFetch(json(200, {}))
    await request({ url: '/api/form/SaveFormSubmission', baseUrl: 'http://www.custom-domain.com', secure: true, fetch })
    expect(calls[0]?.url.href).toBe('https://www.custom-domain.com/api/form/SaveFormSubmission?crumb=c1')
    expect(calls[0]?.init.credentials).toBe('include')
  })

  it('shows no overlay when the request succeeds', async () => {
    await request({ url: '/api/x', fetch: fakeFetch(json(200, {})).fetch })
    await vi.dynamicImportSettled()
    expect(showSystemErrorOverlay).not.toHaveBeenCalled()
  })
})

describe('request: the error catalogue', () => {
  it('row "Response carries an error field": an application error goes to the failure handler', async () => {
    const { error, onFailure } = await failing({ url: '/api/x', fetch: fakeFetch(json(200, { error: 'Out of stock' })).fetch })
    expect(error).toMatchObject({ kind: 'application', status: 200, message: 'Out of stock', data: { error: 'Out of stock' } })
    expect(onFailure).toHaveBeenCalledExactlyOnceWith(error)
  })

  it('row "loginRequired": an ss-login-required event fires on window and the failure handler runs', async () => {
    const listener = vi.fn()
    window.addEventListener('ss-login-required', listener)
    const { error, onFailure } = await failing({ url: '/api/x', fetch: fakeFetch(json(401, { loginRequired: true })).fetch })
    window.removeEventListener('ss-login-required', listener)
    expect(listener).toHaveBeenCalledOnce()
    expect((listener.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ url: '/api/x' })
    expect(error.kind).toBe('application')
    expect(onFailure).toHaveBeenCalledExactlyOnceWith(error)
  })

  it('row "authorizationFail": the system error overlay shows, and the failure handler runs', async () => {
    const { error, onFailure } = await failing({ url: '/api/x', fetch: fakeFetch(json(200, { authorizationFail: true })).fetch })
    await vi.dynamicImportSettled()
    expect(showSystemErrorOverlay).toHaveBeenCalledExactlyOnceWith({ message: 'Something Went Wrong!' })
    expect(onFailure).toHaveBeenCalledExactlyOnceWith(error)
  })

  it('row "authorizationFail" without a failure handler: the overlay shows once', async () => {
    await expect(request({ url: '/api/x', fetch: fakeFetch(json(403, { authorizationFail: true })).fetch })).rejects.toThrow()
    await vi.dynamicImportSettled()
    expect(showSystemErrorOverlay).toHaveBeenCalledOnce()
  })

  it('row "crumbFail": one retry, with the fresh crumb the server set', async () => {
    const { fetch, calls } = fakeFetch(() => {
      document.cookie = 'crumb=fresh'
      return new Response(JSON.stringify({ crumbFail: true }), { status: 401 })
    }, json(200, { done: true }))
    await expect(request({ url: '/api/x', fetch })).resolves.toEqual({ done: true })
    expect(calls.map((call) => call.url.searchParams.get('crumb'))).toEqual(['c1', 'fresh'])
  })

  it('row "crumbFail": error "crumbFail" counts too, and a second crumbFail is a failure', async () => {
    const { fetch, calls } = fakeFetch(json(200, { error: 'crumbFail' }))
    const { error, onFailure } = await failing({ url: '/api/x', fetch })
    expect(calls).toHaveLength(2)
    expect(error).toMatchObject({ kind: 'application', message: 'crumbFail' })
    expect(onFailure).toHaveBeenCalledOnce()
  })

  it('row "Unparseable response": names the URL and the parser message', async () => {
    const parserMessage = (() => {
      try {
        return JSON.parse('<html>oops</html>')
      } catch (error) {
        return (error as Error).message
      }
    })()
    const { error, onFailure } = await failing({ url: '/api/x', fetch: fakeFetch(text(200, '<html>oops</html>')).fetch })
    expect(error.message).toBe(`Internal Error: Unable to parse server response from (/api/x) as JSON: ${parserMessage}`)
    expect(error).toMatchObject({ kind: 'parse', status: 200, data: '<html>oops</html>' })
    expect(onFailure).toHaveBeenCalledOnce()
  })

  it('a 2xx whose JSON is not the body the route documents (schema) is a failure, a matching one resolves', async () => {
    const schema = z.object({ key: z.string() })
    const { error, onFailure } = await failing({ url: '/api/x', schema, fetch: fakeFetch(json(200, { ok: true })).fetch })
    expect(error.message).toMatch(/^Internal Error: The server response from \(\/api\/x\) is not the one expected: key: Invalid input/)
    expect(error).toMatchObject({ kind: 'parse', status: 200, data: { ok: true } })
    expect(onFailure).toHaveBeenCalledOnce()
    await expect(failing({ url: '/api/x', schema, fetch: fakeFetch(noContent).fetch })).resolves.toMatchObject({ error: { kind: 'parse', status: 204 } })
    await expect(request({ url: '/api/x', schema, fetch: fakeFetch(json(200, { key: 'k' })).fetch })).resolves.toEqual({ key: 'k' })
  })

  it.each([401, 403])('row "HTTP 401 or 403": %i gives "Unauthorized request"', async (status) => {
    const { error } = await failing({ url: '/api/x', retries: 3, fetch: fakeFetch(text(status, 'denied')).fetch })
    expect(error).toMatchObject({ kind: 'http', status, message: 'Unauthorized request' })
  })

  it.each([500, 501])('row "HTTP 500 or 501": %i gives the internal server error text, without retry', async (status) => {
    const { fetch, calls } = fakeFetch(text(status, ''))
    const { error } = await failing({ url: '/api/x', retries: 3, fetch })
    expect(error).toMatchObject({ kind: 'http', status, message: 'Internal server error. Please try again later.' })
    expect(calls).toHaveLength(1)
  })

  it('row "HTTP 503": the temporarily unavailable text', async () => {
    const { error } = await failing({ url: '/api/x', fetch: fakeFetch(text(503, '')).fetch })
    expect(error).toMatchObject({ kind: 'http', status: 503, message: 'This service is temporarily unavailable. Please try again later.' })
  })

  it.each([404, 502, 504, 302])('row "Other statuses": %i gives "Unable to connect…"', async (status) => {
    const { error, onFailure } = await failing({ url: '/api/x', fetch: fakeFetch(text(status, 'nope')).fetch })
    expect(error).toMatchObject({ kind: 'http', status, message: 'Unable to connect\u2026' })
    expect(onFailure).toHaveBeenCalledExactlyOnceWith(error)
  })

  it('row "Other statuses": a network failure gives "Unable to connect…" with status 0', async () => {
    const { error } = await failing({ url: '/api/x', fetch: fakeFetch(networkDown).fetch })
    expect(error).toMatchObject({ kind: 'network', status: 0, message: 'Unable to connect\u2026' })
  })

  it('row "Other statuses": retried every 200 ms while retries remain, then failed', async () => {
    vi.useFakeTimers()
    const { fetch, calls } = fakeFetch(networkDown, text(404, ''), networkDown)
    const onFailure = vi.fn()
    const result = request({ url: '/api/x', retries: 2, onFailure, fetch }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(199)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(199)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(3)
    expect(await result).toMatchObject({ kind: 'network', message: 'Unable to connect\u2026' })
    expect(onFailure).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toHaveLength(3)
  })

  it('row "Other statuses": a retry that succeeds resolves the request', async () => {
    vi.useFakeTimers()
    const { fetch, calls } = fakeFetch(networkDown, json(200, { ok: true }))
    const onFailure = vi.fn()
    const result = request({ url: '/api/x', retries: 1, onFailure, fetch })
    await vi.advanceTimersByTimeAsync(200)
    await expect(result).resolves.toEqual({ ok: true })
    expect(calls).toHaveLength(2)
    expect(onFailure).not.toHaveBeenCalled()
  })

  it('row "Other statuses": no retry by default', async () => {
    const { fetch, calls } = fakeFetch(networkDown)
    await failing({ url: '/api/x', fetch })
    expect(calls).toHaveLength(1)
  })

  it.each([400, 401, 500, 502])(
    'row "400, 401, 500, 502 with a JSON body carrying error, message or billingErrorCode": %i is an application error',
    async (status) => {
      for (const [field, value] of [['error', 'Card declined'], ['message', 'Slot taken'], ['billingErrorCode', 'E_BILLING']]) {
        const { error } = await failing({ url: '/api/x', fetch: fakeFetch(json(status, { [field as string]: value })).fetch })
        expect(error).toMatchObject({ kind: 'application', status, message: value })
      }
    },
  )

  it('a message on another status (404) does not make an application error', async () => {
    const { error } = await failing({ url: '/api/x', fetch: fakeFetch(json(404, { message: 'Missing' })).fetch })
    expect(error).toMatchObject({ kind: 'http', message: 'Unable to connect\u2026' })
  })
})

describe('request: the default failure handling (row "Default")', () => {
  it('shows the system error overlay with "Something Went Wrong!" for a server-side error', async () => {
    await expect(request({ url: '/api/x', fetch: fakeFetch(text(500, '')).fetch })).rejects.toMatchObject({
      message: 'Internal server error. Please try again later.',
    })
    await vi.dynamicImportSettled()
    expect(showSystemErrorOverlay).toHaveBeenCalledExactlyOnceWith({ message: 'Something Went Wrong!' })
  })

  it('shows the provider text for a network failure', async () => {
    await expect(request({ url: '/api/x', fetch: fakeFetch(networkDown).fetch })).rejects.toBeInstanceOf(RequestError)
    await vi.dynamicImportSettled()
    expect(showSystemErrorOverlay).toHaveBeenCalledExactlyOnceWith({ message: 'Unable to connect to the provider. Please try again.' })
  })

  it('shows no overlay when the caller handles the failure', async () => {
    await failing({ url: '/api/x', fetch: fakeFetch(json(200, { error: 'x' })).fetch })
    await failing({ url: '/api/x', fetch: fakeFetch(networkDown).fetch })
    await vi.dynamicImportSettled()
    expect(showSystemErrorOverlay).not.toHaveBeenCalled()
  })
})

describe('request: timeouts and aborts', () => {
  it('counts an attempt slower than timeoutMs as a network failure', async () => {
    vi.useFakeTimers()
    const { fetch } = fakeFetch(hangUntilAborted)
    const onFailure = vi.fn()
    const result = request({ url: '/api/x', timeoutMs: 1000, onFailure, fetch }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(999)
    expect(onFailure).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(await result).toMatchObject({ kind: 'network', status: 0 })
    expect(onFailure).toHaveBeenCalledOnce()
  })

  it("rejects with the caller's abort reason, without failure handling", async () => {
    const controller = new AbortController()
    const onFailure = vi.fn()
    const result = request({ url: '/api/x', signal: controller.signal, onFailure, fetch: fakeFetch(hangUntilAborted).fetch })
    controller.abort(new Error('left the page'))
    await expect(result).rejects.toThrow('left the page')
    expect(onFailure).not.toHaveBeenCalled()
    await vi.dynamicImportSettled()
    expect(showSystemErrorOverlay).not.toHaveBeenCalled()
  })
})
