import { z } from 'zod/mini'
import { request, type RequestOptions } from '../data/request.ts'
import type { IntraPageFields } from './intra-page-fields.ts'
import { noKeyFailure, saveFailure, type FormFailure } from './form-failure.ts'
import type { SubmittedForm } from './serialize-form.ts'

export const FORM_KEY_URL = '/api/form/FormSubmissionKey'
export const SAVE_FORM_URL = '/api/form/SaveFormSubmission'

/** A call taking longer is a failure with a message, never a hang. */
export const FORM_REQUEST_TIMEOUT_MS = 15_000

/** The fields of a SaveFormSubmission call, `form` still as an object. */
export interface Submission {
  formId: string
  collectionId: string
  objectName: string
  isOverlayForm: boolean
  submitButtonText: string
  form: SubmittedForm
  captchaKey?: string
  /** What a bot typed into the field people never see; the server drops such submissions. */
  honeypot?: string
  /** Which page the form was sent from, sent as fields of their own. */
  page?: IntraPageFields
}

const nonEmpty = z.string().check(z.minLength(1))
// A body of `{key}` or one wrapping it in `data` are both read.
const keyAnswer = z.union([z.object({ key: nonEmpty }), z.object({ data: z.object({ key: nonEmpty }) })])
/**
 * Nothing in the saved answer is read, but only the route's JSON object says the submission was stored: a
 * proxy's login page answering 200 is a failure, and the visitor keeps every entry.
 */
const savedAnswer = z.looseObject({})

export type Send = (options: RequestOptions) => Promise<unknown>

/**
 * Gets a submission key, then saves the submission with it, both with credentials and through the data layer
 * (crumb, one crumb retry) with its overlay switched off: every failure comes back as the form catalogue's.
 * Resolves with undefined on success.
 */
export async function sendSubmission(submission: Submission, send: Send = request): Promise<FormFailure | undefined> {
  const common = { method: 'POST', credentials: 'include', timeoutMs: FORM_REQUEST_TIMEOUT_MS, onFailure: () => {} } as const
  let key: string
  try {
    const answer = (await send({ ...common, url: FORM_KEY_URL, schema: keyAnswer })) as z.infer<typeof keyAnswer>
    key = 'key' in answer ? answer.key : answer.data.key
  } catch (error) {
    return noKeyFailure(error)
  }
  const { form, captchaKey, honeypot, page, ...fields } = submission
  const body = {
    key,
    ...fields,
    ...page,
    form: JSON.stringify(form),
    ...(captchaKey ? { captchaKey } : {}),
    ...(honeypot ? { honeypot } : {}),
  }
  try {
    await send({ ...common, url: SAVE_FORM_URL, data: body, schema: savedAnswer })
    return undefined
  } catch (error) {
    return saveFailure(error)
  }
}
