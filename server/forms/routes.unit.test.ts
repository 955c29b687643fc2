import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asAdmin, DATABASE_START_TIMEOUT_MS, newCrumb, newTestDatabase, startTestServer, type TestServer } from '../testing.ts'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
}, DATABASE_START_TIMEOUT_MS)

afterAll(() => server.close())

const validContact = {
  name: ['Jane', 'Doe'],
  email: 'jane@example.com',
  topic: 'Support',
  message: 'Hello there',
}

/** A visitor with a crumb of their own: a page that asks for keys and saves submissions. */
function visitor(crumb = newCrumb()) {
  const headers = { Cookie: `crumb=${crumb}`, 'X-CSRF-Token': crumb }
  const post = (path: string, body?: unknown) =>
    server.app.request(`/api/form/${path}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
  const key = async (): Promise<string> => ((await (await post('FormSubmissionKey')).json()) as { key: string }).key
  return {
    crumb,
    key,
    save: (body: Record<string, unknown>) => post('SaveFormSubmission', body),
    post,
    /** Gets a key and saves `form` for `formId` with it. */
    submit: async (formId: string, form: unknown, extra: Record<string, unknown> = {}) =>
      post('SaveFormSubmission', { key: await key(), formId, form: JSON.stringify(form), ...extra }),
  }
}

async function stored(formId: string): Promise<Array<{ id: number; form: Record<string, unknown> }>> {
  return (await server.app.request(`/api/form/submissions?formId=${formId}`, asAdmin())).json()
}

const storedWith = async (formId: string, message: string) =>
  (await stored(formId)).filter((submission) => submission.form['message'] === message)

describe('POST /api/form/FormSubmissionKey', () => {
  it('answers a new key each time', async () => {
    const page = visitor()
    const [first, second] = [await page.key(), await page.key()]
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(second).not.toBe(first)
  })

  it('is refused without the crumb', async () => {
    const response = await server.app.request('/api/form/FormSubmissionKey', { method: 'POST' })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ crumbFail: true, error: 'crumbFail' })
  })
})

describe('POST /api/form/SaveFormSubmission', () => {
  it('stores a valid submission and answers 200', async () => {
    const response = await visitor().submit('contact', { ...validContact, message: 'stores' }, {
      collectionId: 'c1',
      objectName: 'page-1',
      isOverlayForm: false,
      submitButtonText: 'Send',
    })

    expect(response.status).toBe(200)
    const [submission] = await storedWith('contact', 'stores')
    expect(submission?.form).toMatchObject({ name: ['Jane', 'Doe'], email: 'jane@example.com', topic: 'Support' })
    const [row] = await server.db.query(
      `select collection_id, object_name, submit_button_text from form_submissions where id = $1`,
      [submission?.id],
    )
    expect(row).toEqual({ collection_id: 'c1', object_name: 'page-1', submit_button_text: 'Send' })
  })

  it('stores only the fields of the form, ignoring other ids and unknown fields of the body', async () => {
    const response = await visitor().submit('contact', { ...validContact, message: 'only fields', injected: 'x' }, {
      eventSource: 'page-7',
    })
    expect(response.status).toBe(200)
    const [submission] = await storedWith('contact', 'only fields')
    expect(submission?.form).not.toHaveProperty('injected')
  })

  it('stores the intra-page event fields with the submission, and null where one is missing', async () => {
    const page = { pageId: 'i1', pageTitle: 'Contact us', pagePath: '/contact', pagePermissionTypeValue: 1 }
    expect((await visitor().submit('contact', { ...validContact, message: 'with page' }, page)).status).toBe(200)
    expect((await visitor().submit('contact', { ...validContact, message: 'without page' })).status).toBe(200)
    const pageOf = async (message: string) => {
      const [submission] = await storedWith('contact', message)
      const [row] = await server.db.query(
        `select page_id, page_title, page_path, page_permission_type from form_submissions where id = $1`,
        [submission?.id],
      )
      return row
    }
    expect(await pageOf('with page')).toEqual({ page_id: 'i1', page_title: 'Contact us', page_path: '/contact', page_permission_type: 1 })
    expect(await pageOf('without page')).toEqual({ page_id: null, page_title: null, page_path: null, page_permission_type: null })
  })

  it('answers 400 when an intra-page event field has the wrong type', async () => {
    const response = await visitor().submit('contact', validContact, { pagePermissionTypeValue: 'public' })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: string }).error).toContain('pagePermissionTypeValue')
  })

  it('stores a submission once for a key: a retry answers 200 and stores nothing more', async () => {
    const page = visitor()
    const body = { key: await page.key(), formId: 'contact', form: JSON.stringify({ ...validContact, message: 'retried' }) }

    const answers = [await page.save(body), await page.save(body)]

    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(await storedWith('contact', 'retried')).toHaveLength(1)
  })

  it('stores a submission once when the same key arrives many times at once', async () => {
    const page = visitor()
    const body = { key: await page.key(), formId: 'contact', form: JSON.stringify({ ...validContact, message: 'concurrent' }) }

    const answers = await Promise.all(Array.from({ length: 5 }, () => page.save(body)))

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(await storedWith('contact', 'concurrent')).toHaveLength(1)
  })

  it('refuses a key never issued, or issued to another crumb, with 401', async () => {
    const page = visitor()
    const otherKey = await visitor().key()
    const form = JSON.stringify({ ...validContact, message: 'wrong key' })

    for (const key of ['made-up', otherKey]) {
      const response = await page.save({ key, formId: 'contact', form })
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ error: 'Unable to submit form. Please try again later.' })
    }
    expect(await storedWith('contact', 'wrong key')).toHaveLength(0)
  })

  it('refuses a key issued more than an hour ago with 401', async () => {
    const page = visitor()
    const key = await page.key()
    await server.db.query(`update form_submission_keys set issued_at = now() - interval '61 minutes' where key = $1`, [key])

    const response = await page.save({ key, formId: 'contact', form: JSON.stringify(validContact) })

    expect(response.status).toBe(401)
  })

  it("answers 404 'This form has not been configured yet.' for an unknown form", async () => {
    const response = await visitor().submit('no-such-form', validContact)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'This form has not been configured yet.' })
  })

  it('answers 400 with a message per invalid field, checked against the stored form, and stores nothing', async () => {
    const response = await visitor().submit('contact', {
      name: ['Jane', ''],
      email: 'jane@',
      topic: 'Gossip',
      message: 'x'.repeat(501),
    })

    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'One or more fields is invalid, please check your entries.',
      errors: {
        name: 'Name is required.',
        email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
        topic: 'Gossip is not one of the expected options',
        message: 'You have exceeded the character limit.',
      },
    })
    expect(await storedWith('contact', 'x'.repeat(501))).toHaveLength(0)
  })

  it('answers 400 when the form is not JSON', async () => {
    const page = visitor()
    const response = await page.save({ key: await page.key(), formId: 'contact', form: '{"name": [' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Could not parse the form fields, please check your entries.' })
  })

  it('answers 400 naming what is wrong with a malformed request', async () => {
    const response = await visitor().post('SaveFormSubmission', { formId: 'contact', form: 7 })
    expect(response.status).toBe(400)
    const { error } = (await response.json()) as { error: string }
    expect(error).toMatch(/^The submission is malformed:/)
    expect(error).toMatch(/key/)
    expect(error).toMatch(/form/)

    const notJson = await visitor().post('SaveFormSubmission', 'key=1&form=2')
    expect(notJson.status).toBe(400)
  })

  it('drops a submission whose honeypot is filled, answering as if stored', async () => {
    const response = await visitor().submit('contact', { ...validContact, message: 'bot' }, { honeypot: 'https://spam.example' })
    expect(response.status).toBe(200)
    expect(await storedWith('contact', 'bot')).toHaveLength(0)
  })

  it('answers 429 past five submissions a minute from one visitor, and only to that visitor', async () => {
    const page = visitor()
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await page.submit('contact', { ...validContact, message: `rate ${i}` })).status)

    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    const refused = await page.submit('contact', validContact)
    expect(await refused.json()).toEqual({ error: 'Unable to submit form. Submission rate limit exceeded. Please try again later.' })
    expect((await visitor().submit('contact', validContact)).status).toBe(200)
  })

  it('asks a captcha form for its captcha token', async () => {
    const form = { name: ['Jane', 'Doe'], phone: ['', '555', '123', '4567'] }
    const without = await visitor().submit('callback', form)
    expect(without.status).toBe(400)
    expect(await without.json()).toEqual({ error: 'Complete CAPTCHA before submitting.' })

    expect((await visitor().submit('callback', form, { captchaKey: 'token' })).status).toBe(200)
  })

  it('refuses a body over 64 KB with 413 before reading it', async () => {
    const page = visitor()
    const response = await page.post('SaveFormSubmission', `{"key": "${'x'.repeat(65 * 1024)}`)
    expect(response.status).toBe(413)
  })
})

describe('newsletter sign-ups', () => {
  it('are stored as subscribers, one per email whatever its case', async () => {
    await visitor().submit('newsletter', { email: 'Sam@Example.com', name: ['Sam', 'Lee'] })
    await visitor().submit('newsletter', { email: 'sam@example.com', name: ['', ''] })
    await visitor().submit('newsletter', { email: 'kim@example.com', name: ['', ''] })

    const subscribers = (await (await server.app.request('/api/form/subscribers', asAdmin())).json()) as Array<Record<string, unknown>>
    expect(subscribers.map(({ email, name, signUps }) => ({ email, name, signUps }))).toEqual([
      { email: 'sam@example.com', name: 'Sam Lee', signUps: 2 },
      { email: 'kim@example.com', name: '', signUps: 1 },
    ])
    expect(await stored('newsletter')).toHaveLength(3)
  })
})

describe('GET /api/form/submissions', () => {
  it('exports a form as CSV', async () => {
    await visitor().submit('contact', { ...validContact, message: 'in the csv' })
    const response = await server.app.request('/api/form/submissions?formId=contact&format=csv', asAdmin())

    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const lines = (await response.text()).split('\r\n')
    expect(lines[0]).toMatch(/^id,received at,Name,Email,Phone,Address,/)
    expect(lines.some((line) => line.includes('Jane Doe,jane@example.com') && line.includes('in the csv'))).toBe(true)
  })

  it('answers 404 for an unknown form', async () => {
    expect((await server.app.request('/api/form/submissions?formId=nope', asAdmin())).status).toBe(404)
  })
})

describe('storage', () => {
  it('keeps submissions across a restart', async () => {
    const database = await newTestDatabase()
    try {
      const first = await startTestServer({ location: database.location })
      const crumb = newCrumb()
      const headers = { Cookie: `crumb=${crumb}`, 'X-CSRF-Token': crumb }
      const keyAnswer = await first.app.request('/api/form/FormSubmissionKey', { method: 'POST', headers })
      const { key } = (await keyAnswer.json()) as { key: string }
      const body = JSON.stringify({ key, formId: 'contact', form: JSON.stringify({ ...validContact, message: 'durable' }) })
      const saved = await first.app.request('/api/form/SaveFormSubmission', { method: 'POST', headers, body })
      expect(saved.status).toBe(200)
      await first.close()

      const second = await startTestServer({ location: database.location })
      const rows = await second.db.query(`select form->>'message' as message from form_submissions`)
      await second.close()
      expect(rows).toEqual([{ message: 'durable' }])
    } finally {
      await database.remove()
    }
  }, DATABASE_START_TIMEOUT_MS)
})
