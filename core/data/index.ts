export { readCrumb } from './crumb.ts'
export { dataErrorMessages } from './error-messages.ts'
export {
  request,
  DATA_RETRY_DELAY_MS,
  LOGIN_REQUIRED_EVENT,
  type BaseRequestOptions,
  type HttpMethod,
  type LoginRequiredDetail,
  type RequestBody,
  type RequestOptions,
} from './request.ts'
export { setSessionHeader } from './session-headers.ts'
export { RequestError, type RequestErrorKind } from './request-error.ts'
export type { ParamValue, Params } from './request-url.ts'
export type { ResponseBodyType } from './response-outcome.ts'
