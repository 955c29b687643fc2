export {
  logInSiteUser,
  logOutSiteUser,
  setSiteUserLocale,
  LOCALE_URL,
  SESSION_URL,
  type LoginDetails,
  type LogoutDetails,
} from './session.ts'
export { siteUserRequest, type CallOptions } from './site-user-request.ts'
export { keepXsrfToken, resumeSiteUserSession, SITE_USER_CHANGE_EVENT, XSRF_HEADER, XSRF_STORAGE_KEY } from './xsrf-token.ts'
export { isLoggedInMember, onSiteUserChange, siteUserLoggedIn } from './member-login.ts'
