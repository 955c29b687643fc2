import { z } from 'zod/mini'
import { safeParse, type $ZodType } from 'zod/v4/core'
import { dataErrorMessages, undocumentedResponseMessage, unparseableResponseMessage } from './error-messages.ts'
import { RequestError } from './request-error.ts'

export type ResponseBodyType = 'json' | 'text'

/** What the request loop does with a failure, beyond rejecting. */
export type FailureAction = 'retry-with-fresh-crumb' | 'retry-later' | 'login-required' | 'authorization-fail' | 'fail'

export type Outcome = { ok: true; value: unknown } | { ok: false; error: RequestError; action: FailureAction }

export interface ReceivedResponse {
  status: number
  body: string
}

export interface InterpretOptions {
  /** The URL named in the unparseable-response message. */
  url: string
  responseType: ResponseBodyType
  /** The body the route documents; a 2xx body that does not match it is a failure like an unparseable one. */
  schema?: $ZodType
}

const flag = z.optional(z.unknown())
const errorEnvelope = z.object({
  crumbFail: flag,
  loginRequired: flag,
  authorizationFail: flag,
  error: flag,
  message: flag,
  billingErrorCode: flag,
})

type ErrorEnvelope = z.infer<typeof errorEnvelope>

const APPLICATION_ERROR_STATUSES = new Set([400, 401, 500, 502])

/** Maps a response to the error catalogue of README.md, rows in order of precedence. */
export function interpretResponse(response: ReceivedResponse, options: InterpretOptions): Outcome {
  const { status, body } = response
  if (status === 204) return documented(null, status, options)
  const parsed = parseJson(body)
  const data = parsed.ok ? parsed.value : body || undefined
  const envelope = parsed.ok ? errorEnvelope.safeParse(parsed.value).data : undefined

  if (envelope) {
    const flagged = interpretFlags(envelope, status, data)
    if (flagged) return flagged
  }
  if (status < 200 || status > 299) return statusFailure(status, data)
  if (envelope?.error) return failure('fail', new RequestError(describe(envelope.error), { kind: 'application', status, data }))
  if (options.responseType === 'text') return { ok: true, value: body }
  if (body !== '' && !parsed.ok) {
    const message = unparseableResponseMessage(options.url, parsed.message)
    return failure('fail', new RequestError(message, { kind: 'parse', status, data }))
  }
  return documented(parsed.ok ? parsed.value : null, status, options, data)
}

/** A success whose body is the one the route documents, when the caller names it. */
function documented(value: unknown, status: number, { schema, url }: InterpretOptions, data?: unknown): Outcome {
  if (!schema) return { ok: true, value }
  const checked = safeParse(schema, value)
  if (checked.success) return { ok: true, value: checked.data }
  const problems = checked.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
  return failure('fail', new RequestError(undocumentedResponseMessage(url, problems.join('; ')), { kind: 'parse', status, data }))
}

export function networkFailure(): Outcome {
  return failure('retry-later', new RequestError(dataErrorMessages.unableToConnect, { kind: 'network', status: 0 }))
}

function interpretFlags(envelope: ErrorEnvelope, status: number, data: unknown): Outcome | undefined {
  const applicationError = (fallback: string) =>
    new RequestError(applicationMessage(envelope) ?? fallback, { kind: 'application', status, data })
  if (envelope.crumbFail === true || envelope.error === 'crumbFail') {
    return failure('retry-with-fresh-crumb', applicationError('crumbFail'))
  }
  if (envelope.loginRequired) return failure('login-required', applicationError('loginRequired'))
  if (envelope.authorizationFail) return failure('authorization-fail', applicationError('authorizationFail'))
  const message = applicationMessage(envelope)
  if (APPLICATION_ERROR_STATUSES.has(status) && message !== undefined) {
    return failure('fail', new RequestError(message, { kind: 'application', status, data }))
  }
  return undefined
}

function statusFailure(status: number, data: unknown): Outcome {
  const httpError = (message: string) => new RequestError(message, { kind: 'http', status, data })
  if (status === 401 || status === 403) return failure('fail', httpError(dataErrorMessages.unauthorized))
  if (status === 500 || status === 501) return failure('fail', httpError(dataErrorMessages.internalServerError))
  if (status === 503) return failure('fail', httpError(dataErrorMessages.serviceUnavailable))
  return failure('retry-later', httpError(dataErrorMessages.unableToConnect))
}

function applicationMessage(envelope: ErrorEnvelope): string | undefined {
  const value = envelope.error || envelope.message || envelope.billingErrorCode
  return value ? describe(value) : undefined
}

function describe(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}

function failure(action: FailureAction, error: RequestError): Outcome {
  return { ok: false, error, action }
}

type JsonResult = { ok: true; value: unknown } | { ok: false; message: string }

function parseJson(body: string): JsonResult {
  try {
    return { ok: true, value: JSON.parse(body) }
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) }
  }
}
