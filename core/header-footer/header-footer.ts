import { siteUserRequest, type CallOptions } from '../site-users/site-user-request.ts'

export const HEADER_FOOTER_URL = '/api/site-header-footer'

/** The site's header and footer, each in the shape the site's design gives them. */
export interface HeaderFooter<Header = unknown, Footer = unknown> {
  header: Header
  footer: Footer
}

/** Reads the site's header and footer (`GET /api/site-header-footer`). */
export function getHeaderFooter<Header = unknown, Footer = unknown>(options: CallOptions = {}): Promise<HeaderFooter<Header, Footer>> {
  return siteUserRequest({ ...options, url: HEADER_FOOTER_URL })
}

/**
 * Saves the site's header and footer (`PUT /api/site-header-footer` with `{header, footer}`), as a logged-in
 * site editor: the call carries the login's xsrf token.
 */
export async function saveHeaderFooter({ header, footer }: HeaderFooter, options: CallOptions = {}): Promise<void> {
  await siteUserRequest({ ...options, method: 'PUT', url: HEADER_FOOTER_URL, data: { header, footer } })
}
