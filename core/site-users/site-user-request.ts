import type { BaseRequestOptions } from '../data/request.ts'
import { request, type RequestOptions } from '../data/request.ts'
import { resumeSiteUserSession } from './xsrf-token.ts'

/** What a caller may add to one of the site-user, header/footer, multilingual and places calls. */
export type CallOptions = Pick<BaseRequestOptions, 'onFailure' | 'signal' | 'fetch' | 'baseUrl'>

/** A call that may need the site user's session: the tab's xsrf token is resumed first. */
export function siteUserRequest<T>(options: RequestOptions): Promise<T> {
  resumeSiteUserSession()
  return request<T>(options)
}
