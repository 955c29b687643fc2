import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { z } from 'zod'
import { dataErrorMessages } from '../../core/data/error-messages.ts'
import { formMessages } from '../../core/forms/form-messages.ts'
import { checkSubmittedForm } from '../../core/forms/submission-schema.ts'
import type { Database } from '../db/database.ts'
import { clientAddress } from '../http/client-address.ts'
import { clientDetails } from '../http/client-details.ts'
import { CRUMB_COOKIE } from '../http/crumb.ts'
import { readStorableJson } from '../http/storable-json.ts'
import { acceptCaptchaOnPresence, type VerifyCaptcha } from './captcha-verification.ts'
import { demoFormDefinitions, type FormDefinition } from './form-definitions.ts'
import { databaseRateLimiter, FORM_LIMITS, type FormLimits } from './rate-limit.ts'
import { storeSubmission } from './store-submission.ts'
import { withSubmissionKeyClaimed } from './submission-key-claim.ts'
import { submissionKeyIssuer, submissionKeyState } from './submission-keys.ts'
import { submissionsCsv, type StoredSubmission } from './submissions-csv.ts'

export interface FormRoutesOptions {
  definitions?: readonly FormDefinition[]
  limits?: FormLimits
  /** Asks the captcha provider about a token; by default a token is accepted on presence alone. */
  verifyCaptcha?: VerifyCaptcha
  /** The clock of the rate limit and of the expired-key purge. */
  now?: () => number
}

/** The body of SaveFormSubmission, with its intra-page event fields; anything else is ignored. */
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
  pageId: z.string().nullish(),
  pageTitle: z.string().optional(),
  pagePath: z.string().optional(),
  pagePermissionTypeValue: z.number().int().nullish(),
})

type SaveRequest = z.output<typeof saveRequest>

/**
 * The form calls under `/api/form`, answering errors as the element reads them: a status and `{error}` text,
 * per-field messages in `{errors}`. The crumb check has run before these.
 */
export function formRoutes(db: Database, options: FormRoutesOptions = {}): Hono {
  const definitions = new Map((options.definitions ?? demoFormDefinitions).map((form) => [form.formId, form]))
  const limits = options.limits ?? FORM_LIMITS
  const allow = databaseRateLimiter(db, options.now)
  const issueKey = submissionKeyIssuer(db, options.now)
  const verifyCaptcha = options.verifyCaptcha ?? acceptCaptchaOnPresence

  /** Counts the attempt against the visitor and, when the request came through a socket, its address. */
  async function withinSubmissionLimits(c: Context, crumb: string): Promise<boolean> {
    const address = clientAddress(c)
    const [byVisitor, byAddress] = await Promise.all([
      allow('submission-per-visitor', crumb, limits.perVisitor),
      address === undefined || allow('submission-per-address', address, limits.perAddress),
    ])
    return byVisitor && byAddress
  }

  async function save(c: Context, submission: SaveRequest, definition: FormDefinition): Promise<Response> {
    const crumb = crumbOf(c)
    const keyState = await submissionKeyState(db, submission.key, crumb)
    if (keyState === 'invalid') return formError(401, formMessages.unauthorized)
    // A retry of a request that was stored already: answer as the first time, store nothing.
    if (keyState === 'used') return c.json({})
    if (!(await withinSubmissionLimits(c, crumb))) return formError(429, formMessages.rateLimited)
    // A bot filled the field people never see: pretend all went well.
    if (submission.honeypot) return c.json({})

    const form = readStorableJson(submission.form, 'The form')
    if (!form.ok) return formError(400, formMessages.fieldsUnparseable)
    const checked = checkSubmittedForm(definition.fields, form.value)
    if (!checked.ok) return formError(400, formMessages.fieldsInvalid, checked.errors)
    if (definition.captcha) {
      if (!submission.captchaKey) return formError(400, formMessages.captchaIncomplete)
      const verdict = await verifyCaptcha(submission.captchaKey, clientAddress(c))
      if (verdict === 'rejected') return formError(400, formMessages.captchaIncomplete)
      // The form shows the `error` of a 503; a 500 would read 'Unable to send form.'
      if (verdict === 'unavailable') return formError(503, dataErrorMessages.serviceUnavailable)
    }

    await storeSubmission(db, {
      key: submission.key,
      definition,
      collectionId: submission.collectionId,
      objectName: submission.objectName,
      isOverlayForm: submission.isOverlayForm,
      submitButtonText: submission.submitButtonText,
      form: checked.form,
      page: {
        pageId: submission.pageId ?? null,
        pageTitle: submission.pageTitle ?? null,
        pagePath: submission.pagePath ?? null,
        pagePermissionTypeValue: submission.pagePermissionTypeValue ?? null,
      },
      client: clientDetails(c),
    })
    return c.json({})
  }

  return new Hono()
    .post('/FormSubmissionKey', async (c) => {
      const address = clientAddress(c)
      if (address !== undefined && !(await allow('key-per-address', address, limits.keysPerAddress))) {
        return formError(429, formMessages.rateLimited)
      }
      return c.json({ key: await issueKey(crumbOf(c)) })
    })
    .post('/SaveFormSubmission', async (c) => {
      const json = readStorableJson(await c.req.text(), 'The request body')
      if (!json.ok) return formError(400, `The submission is malformed: ${json.error}`)
      const body = saveRequest.safeParse(json.value)
      if (!body.success) return formError(400, `The submission is malformed:\n${z.prettifyError(body.error)}`)
      const definition = definitions.get(body.data.formId)
      if (!definition) return formError(404, formMessages.notConfigured)
      // A captcha token is good for one check at the provider: requests carrying one key run one at a time.
      return withSubmissionKeyClaimed(db, body.data.key, () => save(c, body.data, definition))
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

function formError(status: 400 | 401 | 404 | 429 | 503, error: string, errors?: Record<string, string>): Response {
  return Response.json(errors ? { error, errors } : { error }, { status })
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
