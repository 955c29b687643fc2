import { z } from 'zod/mini'
import { RequestError } from '../data/request-error.ts'
import { formMessages } from './form-messages.ts'

/** Why a submission failed, as the element shows it and reports it in `ss-failure`. */
export interface FormFailure {
  /** The HTTP status of the answer; 0 when none came, or the entries were refused before sending. */
  status: number
  /** The message of the form error catalogue. */
  message: string
  /** Messages for single fields, by field id. */
  errors: Record<string, string>
}

const errorBody = z.object({
  errors: z.optional(z.record(z.string(), z.string())),
  error: z.optional(z.unknown()),
})

/** The failure of a SaveFormSubmission call that answered `status` with `data`, row by row of the catalogue. */
export function answeredFailure(status: number, data: unknown): FormFailure {
  const body = errorBody.safeParse(data).data
  const fail = (message: string, errors: Record<string, string> = {}) => ({ status, message, errors })
  // The data layer reads 401 and 403 alike; a crumb still refused after its retry answers 403.
  if (status === 401 || status === 403) return fail(formMessages.unauthorized)
  if (status === 404) return fail(formMessages.notConfigured)
  if (status === 429) return fail(formMessages.rateLimited)
  if (status === 500) return fail(formMessages.sendFailed)
  const errorText = typeof body?.error === 'string' && body.error.trim() !== '' ? body.error : undefined
  if (status === 400 && body?.errors && Object.keys(body.errors).length > 0) {
    return fail(errorText ?? formMessages.fieldsInvalid, body.errors)
  }
  return fail(errorText ?? formMessages.unknown)
}

/** The failure of a SaveFormSubmission call that rejected: an answer with a status, or none at all. */
export function saveFailure(error: unknown): FormFailure {
  if (error instanceof RequestError && error.status > 0) return answeredFailure(error.status, error.data)
  return { status: 0, message: formMessages.saveThrew, errors: {} }
}

/** No submission key came: the key call failed, or its answer held none. */
export function noKeyFailure(error?: unknown): FormFailure {
  return { status: error instanceof RequestError ? error.status : 0, message: formMessages.noKey, errors: {} }
}

/** Entries refused before anything was sent. */
export function entriesFailure(message: string, errors: Record<string, string> = {}): FormFailure {
  return { status: 0, message, errors }
}
