import { siteUserRequest, type CallOptions } from '../site-users/site-user-request.ts'

export const MULTILINGUAL_URLS = {
  settings: '/api/multilingual/settings',
  status: '/api/multilingual/status',
  languages: '/api/multilingual/languages',
  connection: '/api/multilingual/connection',
} as const

/** Reads the site's multilingual settings (`GET /api/multilingual/settings`). */
export function getMultilingualSettings<Settings = unknown>(options: CallOptions = {}): Promise<Settings> {
  return siteUserRequest({ ...options, url: MULTILINGUAL_URLS.settings })
}

/** Reads whether the site is set up for translation (`GET /api/multilingual/status`). */
export function getMultilingualStatus<Status = unknown>(options: CallOptions = {}): Promise<Status> {
  return siteUserRequest({ ...options, url: MULTILINGUAL_URLS.status })
}

/** Reads the site's languages (`GET /api/multilingual/languages`). */
export function getMultilingualLanguages<Languages = unknown>(options: CallOptions = {}): Promise<Languages> {
  return siteUserRequest({ ...options, url: MULTILINGUAL_URLS.languages })
}

/** Saves the site's languages (`PUT /api/multilingual/languages` with `{languages}`), as a logged-in site editor. */
export async function saveMultilingualLanguages(languages: readonly string[], options: CallOptions = {}): Promise<void> {
  await siteUserRequest({ ...options, method: 'PUT', url: MULTILINGUAL_URLS.languages, data: { languages } })
}

/** Disconnects the site's translation (`DELETE /api/multilingual/connection`), as a logged-in site editor. */
export async function disconnectMultilingual(options: CallOptions = {}): Promise<void> {
  await siteUserRequest({ ...options, method: 'DELETE', url: MULTILINGUAL_URLS.connection })
}
