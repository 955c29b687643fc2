/**
 * Why a request failed: the server said so in its body (`application`), the HTTP status did (`http`),
 * a 2xx body was not JSON or not the JSON its route documents (`parse`), or no response arrived (`network`).
 */
export type RequestErrorKind = 'application' | 'http' | 'parse' | 'network'

export interface RequestErrorDetails {
  kind: RequestErrorKind
  /** The HTTP status, or 0 when no response arrived. */
  status: number
  /** The parsed JSON body, else the raw body text, else `undefined`. */
  data?: unknown
}

/** The only thing a failed `request()` rejects with (apart from the caller's own abort). */
export class RequestError extends Error {
  override readonly name = 'RequestError'
  readonly kind: RequestErrorKind
  readonly status: number
  readonly data: unknown

  constructor(message: string, { kind, status, data }: RequestErrorDetails) {
    super(message)
    this.kind = kind
    this.status = status
    this.data = data
  }
}
