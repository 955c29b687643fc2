import { logOutSiteUser } from '../session.ts'
import { keepXsrfToken } from '../xsrf-token.ts'

/** A site member of the reference server (server/site-users). */
export const REFERENCE_MEMBER = { email: 'member@example.com', password: 'member password' }

/**
 * Mocha hooks for tests that log `REFERENCE_MEMBER` in: the reference server started first, and every test
 * ending logged out, its xsrf token forgotten.
 */
export function withReferenceMember(): void {
  // The first call to the reference server starts it (a new database), which a loaded machine takes a while to do.
  before(async function () {
    this.timeout(120_000)
    await fetch('/api/site-header-footer')
  })
  afterEach(async () => {
    await logOutSiteUser({ cloneCart: false }, { onFailure: () => {} }).catch(() => {})
    keepXsrfToken(undefined)
  })
}
