// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { request, type RequestOptions } from '../data/request.ts'
import { showSystemErrorOverlay } from '../runtime/system-error-overlay.ts'
import { FORM_REQUEST_TIMEOUT_MS, sendSubmission, type Submission } from './send-submission.ts'
import { useRequestPage } from '../data/testing.ts'

vi.mock('../runtime/system-error-overlay.ts', () => ({ showSystemErrorOverlay: vi.fn() }))

type Reply = (init: RequestInit) => Response | Promise<Response>

const json = (status: number, body: unknown): Reply => () => Response.json(body, { status })
const keyAnswer = json(200, { key: 'k-1' })
const networkDown: Reply = () => {
  throw new TypeError('Failed to fetch')
}
const hangUntilAborted: Reply = (init) =>
  new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))

/** Sends through the real data layer with a fetch that answers the key call, then the save call. */
function sendWith(keyReply: Reply, saveReply: Reply = json(200, {})) {
  const calls: { url: URL; init: RequestInit }[] = []
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input))
    calls.push({ url, init })
    return (url.pathname.endsWith('/FormSubmissionKey') ? keyReply : saveReply)(init)
  }
  const send = (options: RequestOptions) => request({ ...options, fetch: fetch as typeof globalThis.fetch })
  return { calls, result: sendSubmission(submission, send) }
}

const submission: Submission = {
  formId: 'f1',
  collectionId: 'c1',
  objectName: 'page-1',
  isOverlayForm: false,
  submitButtonText: 'Send',
  form: { 'name-1': ['Jane', 'Doe'], 'email-1': 'jane@example.com' },
}

useRequestPage()

describe('sendSubmission', () => {
  it('gets a key, then saves the submission with it, both POSTed with the crumb and credentials', async () => {
    const { calls, result } = sendWith(keyAnswer)
    expect(await result).toBeUndefined()

    expect(calls.map((call) => `${call.init.method} ${call.url.pathname}${call.url.search}`)).toEqual([
      'POST /api/form/FormSubmissionKey?crumb=c1',
      'POST /api/form/SaveFormSubmission?crumb=c1',
    ])
    expect(calls.map((call) => call.init.credentials)).toEqual(['include', 'include'])
    expect(calls[0]?.init.body).toBeUndefined()
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({
      key: 'k-1',
      formId: 'f1',
      collectionId: 'c1',
      objectName: 'page-1',
      isOverlayForm: false,
      submitButtonText: 'Send',
      form: JSON.stringify(submission.form),
    })
  })

  it('sends the captcha key and the honeypot only when they hold something', async () => {
    const saved: unknown[] = []
    const send = async (options: RequestOptions) => {
      if (options.data) saved.push(options.data)
      return { key: 'k' }
    }
    await sendSubmission({ ...submission, captchaKey: '', honeypot: '' }, send)
    await sendSubmission({ ...submission, captchaKey: 'captcha-token', honeypot: 'http://spam.example' }, send)

    expect(saved[0]).not.toHaveProperty('captchaKey')
    expect(saved[0]).not.toHaveProperty('honeypot')
    expect(saved[1]).toMatchObject({ captchaKey: 'captcha-token', honeypot: 'http://spam.example' })
  })

  it("sends the page's intra-page event fields as fields of their own", async () => {
    const saved: unknown[] = []
    const send = async (options: RequestOptions) => {
      if (options.data) saved.push(options.data)
      return { key: 'k' }
    }
    const page = { pageId: 'i1', pageTitle: 'Contact', pagePath: '/contact', pagePermissionTypeValue: 1 }
    await sendSubmission({ ...submission, page }, send)

    expect(saved[0]).toMatchObject(page)
    expect(saved[0]).not.toHaveProperty('page')
  })

  it('reads a key wrapped in data too', async () => {
    const { calls, result } = sendWith(json(200, { data: { key: 'k-9' } }))
    expect(await result).toBeUndefined()
    expect(JSON.parse(String(calls[1]?.init.body))).toMatchObject({ key: 'k-9' })
  })

  it.each([
    ['the key call fails', json(500, { error: 'down' }), 500],
    ['the key call gets no answer', networkDown, 0],
    ['the answer holds no key', json(200, { key: '' }), 200],
    ['the answer is not JSON', () => new Response('<html>'), 200],
  ])('says no key was obtained when %s, and saves nothing', async (_, keyReply, status) => {
    const { calls, result } = sendWith(keyReply)
    expect(await result).toEqual({ status, message: 'Could not get a form submission key, please try again later.', errors: {} })
    expect(calls.filter((call) => call.url.pathname.endsWith('/SaveFormSubmission'))).toHaveLength(0)
  })

  it('maps a refused save to the catalogue, per-field errors included', async () => {
    const { result } = sendWith(keyAnswer, json(400, { errors: { 'email-1': 'Email is not valid.' } }))
    expect(await result).toEqual({
      status: 400,
      message: 'One or more fields is invalid, please check your entries.',
      errors: { 'email-1': 'Email is not valid.' },
    })
  })

  it('maps 429 to the rate-limit message', async () => {
    const { result } = sendWith(keyAnswer, json(429, { error: 'slow down' }))
    expect(await result).toMatchObject({ status: 429, message: 'Unable to submit form. Submission rate limit exceeded. Please try again later.' })
  })

  it('a save that gets no answer fails with a message', async () => {
    const { result } = sendWith(keyAnswer, networkDown)
    expect(await result).toEqual({ status: 0, message: 'Error processing form submission. Please reload and try again.', errors: {} })
  })

  it(`a save that hangs fails after ${FORM_REQUEST_TIMEOUT_MS} ms, not never`, async () => {
    vi.useFakeTimers()
    const { result } = sendWith(keyAnswer, hangUntilAborted)
    await vi.advanceTimersByTimeAsync(FORM_REQUEST_TIMEOUT_MS)
    expect(await result).toMatchObject({ status: 0, message: 'Error processing form submission. Please reload and try again.' })
  })

  it.each([
    ['a login page', () => new Response('<!doctype html><title>Sign in</title><form>…</form>', { status: 200 })],
    ['plain text', () => new Response('OK', { status: 200 })],
    ['an empty body', () => new Response('', { status: 200 })],
    ['no content', () => new Response(null, { status: 204 })],
    ['JSON that is not an object', json(200, ['stored'])],
  ])('a save answered 2xx with %s, not the route\'s JSON object, is a failure', async (_, saveReply) => {
    const { result } = sendWith(keyAnswer, saveReply)
    expect(await result).toMatchObject({ message: 'Unknown error, please try again later.', errors: {} })
  })

  it('a save answered with the route\'s JSON object succeeds, whatever it holds', async () => {
    expect(await sendWith(keyAnswer, json(200, {})).result).toBeUndefined()
    expect(await sendWith(keyAnswer, json(201, { stored: true })).result).toBeUndefined()
  })

  it('never shows the system error overlay', async () => {
    await sendWith(json(500, {})).result
    await sendWith(keyAnswer, networkDown).result
    expect(showSystemErrorOverlay).not.toHaveBeenCalled()
  })
})
