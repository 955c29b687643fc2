import { z } from 'zod/mini'
import type { CallOptions } from './site-user-request.ts'
import { siteUserRequest } from './site-user-request.ts'
import { keepXsrfToken } from './xsrf-token.ts'

export const SESSION_URL = '/api/site-users/account/session'
export const LOCALE_URL = '/api/site-users/account/locale'

export interface LoginDetails {
  email: string
  password: string
  /** Keeps the account logged in after the browser closes. */
  rememberMe?: boolean
}

// Made on use: a schema built when the module loads would stay in every bundle that imports anything from core.
const loginAnswer = () => z.object({ xsrfToken: z.string().check(z.minLength(1)) })

/**
 * Logs a site user in (`POST /api/site-users/account/session`). The answer's `xsrfToken` is kept for the tab
 * and sent as the `X-XSRF-Token` header on every later call to the site; it is also returned.
 */
export async function logInSiteUser({ email, password, rememberMe = false }: LoginDetails, options: CallOptions = {}): Promise<string> {
  const { xsrfToken } = await siteUserRequest<z.infer<ReturnType<typeof loginAnswer>>>({
    ...options,
    method: 'POST',
    url: SESSION_URL,
    data: { email, password, rememberMe },
    schema: loginAnswer(),
  })
  keepXsrfToken(xsrfToken)
  return xsrfToken
}

export interface LogoutDetails {
  /** Whether the visitor keeps a copy of the account's cart once logged out. */
  cloneCart: boolean
}

/**
 * Logs the site user out (`DELETE /api/site-users/account/session?cloneCart=`). An answer flagging crumbFail
 * is retried once with the fresh crumb, by the data layer. The xsrf token is forgotten once the session ends.
 */
export async function logOutSiteUser({ cloneCart }: LogoutDetails, options: CallOptions = {}): Promise<void> {
  await siteUserRequest({ ...options, method: 'DELETE', url: SESSION_URL, query: { cloneCart } })
  keepXsrfToken(undefined)
}

/**
 * Saves the account's language (`POST /api/site-users/account/locale`): the translation widget's current
 * language, sent only when there is one.
 */
export async function setSiteUserLocale(language: string | undefined, options: CallOptions = {}): Promise<void> {
  await siteUserRequest({ ...options, method: 'POST', url: LOCALE_URL, data: language ? { language } : {} })
}
