import { describe, expect, it } from 'vitest'
import { newCrumb, TEST_DATABASE_NAME, useTestServer } from '../testing.ts'
import { MAX_JSON_DEPTH } from './storable-json.ts'

const server = useTestServer()

/** JSON text of strings Postgres cannot store, in text or in jsonb. */
const unstorableStrings = [
  ['a NUL character', '"a\\u0000b"'],
  ['a lone high surrogate', '"a\\ud800b"'],
  ['a lone low surrogate', '"\\udc00"'],
  ['a surrogate pair the wrong way round', '"\\udc00\\ud800"'],
]

/** Each JSON route with a body it stores, `$` standing for a string value (as JSON text) placed in it. */
const jsonRoutes: Array<[path: string, body: (value: string) => string]> = [
  ['/api/events/RecordJavascriptErrors', (value) => `[{"event": ${value}, "data": {}, "timestamp": 1}]`],
  ['/api/events/RecordJavascriptErrors', (value) => `[{"event": "error", "data": {"message": ${value}}, "timestamp": 1}]`],
  ['/api/events/RecordJavascriptErrors', (value) => `[{"event": "error", "data": {${value}: 1}, "timestamp": 1}]`],
  ['/api/events/Trace', (value) => `[{"pageUrl": ${value}, "type": "view", "data": null}]`],
  ['/api/events/Trace', (value) => `{"data": [{"pageUrl": "/", "type": "view", "data": [${value}]}]}`],
  [
    '/api/consent/records',
    (value) =>
      `{"consentId": ${value}, "allowed": true, "bannerVersion": 2, "time": "2026-01-01T10:00:00.000Z", "method": "banner", "pageUrl": "/"}`,
  ],
  ['/api/census/button-click', (value) => `{"id": "b1", "buttonText": ${value}}`],
  ['/api/census/button-render', (value) => `{"id": "b1", "buttonText": "Shop", "extra": {"deep": ${value}}}`],
  ['/api/census/form-render', (value) => `{"formId": ${value}}`],
  ['/api/census/overlay', (value) => `{"visitorCookie": ${value}}`],
  ['/api/v1/events', (value) => `{"analyticsId": ${value}, "commonData": "{}", "customData": "{}", "customSchemaName": "s"}`],
  [
    '/api/v1/events',
    (value) => `{"analyticsId": "a", "commonData": ${JSON.stringify(`{"x": ${value}}`)}, "customData": "{}", "customSchemaName": "s"}`,
  ],
  [
    '/api/1/performance/records',
    (value) => `[{"app": ${value}, "event": "user", "data": {}, "pageLoadId": "p", "ts": 1, "raw": true}]`,
  ],
]

async function post(path: string, body: string): Promise<Response> {
  const crumb = newCrumb()
  return await server.app.request(path, { method: 'POST', headers: { Cookie: `crumb=${crumb}`, 'X-CSRF-Token': crumb }, body })
}

async function newsletterSave(form: (value: string) => string, value: string): Promise<Response> {
  const crumb = newCrumb()
  const headers = { Cookie: `crumb=${crumb}`, 'X-CSRF-Token': crumb }
  const keyAnswer = await server.app.request('/api/form/FormSubmissionKey', { method: 'POST', headers })
  const { key } = (await keyAnswer.json()) as { key: string }
  return server.app.request('/api/form/SaveFormSubmission', { method: 'POST', headers, body: form(value).replace('$KEY', key) })
}

const newsletterForm = (firstName: string) => `{"email": "a@example.com", "name": [${firstName}, ""]}`

/** SaveFormSubmission, the value in the request itself and in the form fields it carries as a JSON string. */
const saveBodies: Array<(value: string) => string> = [
  (value) => `{"key": "$KEY", "formId": "newsletter", "objectName": ${value}, "form": ${JSON.stringify(newsletterForm('"Sam"'))}}`,
  (value) => `{"key": "$KEY", "formId": "newsletter", "form": ${JSON.stringify(newsletterForm(value))}}`,
]

describe(`input the database cannot store, on ${TEST_DATABASE_NAME}`, () => {
  it.each(jsonRoutes.map(([path, body], index) => [index, path, body] as const))(
    'the stored body #%i of %s is accepted as it is',
    async (_, path, body) => {
      expect((await post(path, body('"fine"'))).status).toBeLessThan(300)
    },
  )

  describe.each(unstorableStrings)('a string holding %s', (_, value) => {
    it.each(jsonRoutes.map(([path, body], index) => [index, path, body] as const))(
      'answers 400 unstorableText, naming the problem, to body #%i of %s',
      async (_, path, body) => {
        const response = await post(path, body(value))

        expect(response.status).toBe(400)
        const { code, error } = (await response.json()) as { code: string; error: string }
        expect(code === 'unstorableText' || code === 'invalidRequest').toBe(true)
        expect(error).toMatch(/NUL character or a lone UTF-16 surrogate/)
      },
    )

    it.each(saveBodies.map((body, index) => [index, body] as const))('answers 400 to SaveFormSubmission body #%i', async (_, body) => {
      expect((await newsletterSave(body, '"fine"')).status).toBe(200)
      const response = await newsletterSave(body, value)

      expect(response.status).toBe(400)
      expect(((await response.json()) as { error: string }).error).toMatch(
        /^(The submission is malformed: .*NUL character or a lone UTF-16 surrogate|Could not parse the form fields)/,
      )
    })
  })

  // A form body is UTF-8 once percent-decoded: a lone surrogate cannot reach the server in it, a NUL can.
  it('answers 400 unstorableText to a form field holding a NUL character (RecordEvent)', async () => {
    const crumb = newCrumb()
    const response = await server.app.request('/api/events/RecordEvent', {
      method: 'POST',
      headers: { Cookie: `crumb=${crumb}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `crumb=${crumb}&event=a%00b&data=%7B%7D`,
    })

    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      code: 'unstorableText',
      error: 'The form holds a NUL character or a lone UTF-16 surrogate at event, which cannot be stored.',
    })
  })

  it('answers 400 to a NUL in a quick-view id', async () => {
    expect((await post('/api/census/RecordQuickView/a%00b', '')).status).toBe(400)
  })

  it.each(jsonRoutes.map(([path]) => path).filter((path, index, all) => all.indexOf(path) === index))(
    'answers 400 jsonTooDeep to JSON nested 10,000 deep on %s',
    async (path) => {
      const response = await post(path, `${'['.repeat(10_000)}${']'.repeat(10_000)}`)

      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        code: 'jsonTooDeep',
        error: `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`,
      })
    },
  )

  it('answers 400 to SaveFormSubmission nested 10,000 deep, in the request or in its form', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`
    for (const body of [() => deep, () => `{"key": "$KEY", "formId": "newsletter", "form": "${deep}"}`]) {
      expect((await newsletterSave(body, '')).status).toBe(400)
    }
  })
})
