import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { z } from 'zod'
import { formMessages } from '../../core/forms/form-messages.ts'
import { checkSubmittedForm } from '../../core/forms/submission-schema.ts'
import type { Database } from '../db/database.ts'
import { clientDetails } from '../http/client-details.ts'
import { CRUMB_COOKIE } from '../http/crumb.ts'
import { demoFormDefinitions, type FormDefinition } from './form-definitions.ts'
import { createRateLimiter, FORM_RATE_LIMIT, type RateLimit } from './rate-limit.ts'
import { storeSubmission } from './store-submission.ts'
import { crumbHash, issueSubmissionKey, submissionKeyState } from './submission-keys.ts'
import { submissionsCsv, type StoredSubmission } from './submissions-csv.ts'

export interface FormRoutesOptions {
  definitions?: readonly FormDefinition[]
  rateLimit?: RateLimit
}

/** The body of SaveFormSubmission (000 §7); intra-page event fields and anything else are ignored. */
const saveRequest = z.looseObject({
  key: z.string().min(1),
  formId: z.string().min(1),
  collectionId: z.string().default(''),
  objectName: z.string().default(''),
  isOverlayForm: z.boolean().default(false),
  submitButtonText: z.string().default(''),
  /** The submitted values as a JSON string. */
  form: z.string(),
  captchaKey: z.string().optional(),
  honeypot: z.string().optional(),
})

/**
 * The form calls of 000 §7 under `/api/form`, answering errors as the element reads them: a status and
 * `{error}` text, per-field messages in `{errors}` (000 §8). The crumb check has run before these.
 */
export function formRoutes(db: Database, options: FormRoutesOptions = {}): Hono {
  const definitions = new Map((options.definitions ?? demoFormDefinitions).map((form) => [form.formId, form]))
  const limiter = createRateLimiter(options.rateLimit ?? FORM_RATE_LIMIT)

  return new Hono()
    .post('/FormSubmissionKey', async (c) => c.json({ key: await issueSubmissionKey(db, crumbOf(c)) }))
    .post('/SaveFormSubmission', async (c) => {
      const body = saveRequest.safeParse(parseJson(await c.req.text()))
      if (!body.success) return formError(400, `The submission is malformed:\n${z.prettifyError(body.error)}`)
      const submission = body.data
      const definition = definitions.get(submission.formId)
      if (!definition) return formError(404, formMessages.notConfigured)

      const crumb = crumbOf(c)
      const keyState = await submissionKeyState(db, submission.key, crumb)
      if (keyState === 'invalid') return formError(401, formMessages.unauthorized)
      // A retry of a request that was stored already: answer as the first time, store nothing.
      if (keyState === 'used') return c.json({})
      if (!limiter.allow(crumbHash(crumb))) return formError(429, formMessages.rateLimited)
      // A bot filled the field people never see: pretend all went well.
      if (submission.honeypot) return c.json({})

      const form = parseJson(submission.form)
      if (form === undefined) return formError(400, formMessages.fieldsUnparseable)
      const checked = checkSubmittedForm(definition.fields, form)
      if (!checked.ok) return formError(400, formMessages.fieldsInvalid, checked.errors)
      if (definition.captcha && !submission.captchaKey) return formError(400, formMessages.captchaIncomplete)

      await storeSubmission(db, {
        key: submission.key,
        definition,
        collectionId: submission.collectionId,
        objectName: submission.objectName,
        isOverlayForm: submission.isOverlayForm,
        submitButtonText: submission.submitButtonText,
        form: checked.form,
        client: clientDetails(c),
      })
      return c.json({})
    })
    .get('/submissions', async (c) => {
      const definition = definitions.get(c.req.query('formId') ?? '')
      if (!definition) return formError(404, formMessages.notConfigured)
      const submissions = await storedSubmissions(db, definition.formId)
      if (c.req.query('format') !== 'csv') return c.json(submissions)
      return c.body(submissionsCsv(definition.fields, submissions), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${definition.formId}-submissions.csv"`,
      })
    })
    .get('/subscribers', async (c) =>
      c.json(
        await db.query(
          `select email, name, form_id as "formId", sign_ups as "signUps",
                  first_signed_up_at as "firstSignedUpAt", last_signed_up_at as "lastSignedUpAt"
           from newsletter_subscribers order by first_signed_up_at, email`,
        ),
      ),
    )
}

function crumbOf(c: Context): string {
  return getCookie(c, CRUMB_COOKIE) ?? ''
}

function formError(status: 400 | 401 | 404 | 429, error: string, errors?: Record<string, string>): Response {
  return Response.json(errors ? { error, errors } : { error }, { status })
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

async function storedSubmissions(db: Database, formId: string): Promise<StoredSubmission[]> {
  const rows = await db.query(
    `select id, received_at as "receivedAt", form from form_submissions where form_id = $1 order by id`,
    [formId],
  )
  return rows.map((row) => ({
    id: Number(row['id']),
    receivedAt: (row['receivedAt'] as Date).toISOString(),
    form: row['form'] as StoredSubmission['form'],
  }))
}
