import { expect } from '@esm-bundle/chai'
import { setSessionHeader } from '../data/session-headers.ts'
import type { RequestError } from '../data/request-error.ts'
import { getHeaderFooter, saveHeaderFooter } from '../header-footer/header-footer.ts'
import { logInSiteUser, logOutSiteUser } from './session.ts'
import { XSRF_HEADER, XSRF_STORAGE_KEY } from './xsrf-token.ts'

// Against the reference server, whose demo editor may change the header and footer (server/site-users).
const EDITOR = { email: 'editor@example.com', password: 'editor password' }

/** `fetch`, recording the address and headers of each call. */
function recordingFetch() {
  const calls: { url: URL; headers: Headers }[] = []
  const fetch: typeof globalThis.fetch = (input, init) => {
    calls.push({ url: new URL(String(input)), headers: new Headers(init?.headers) })
    return globalThis.fetch(input, init)
  }
  return { fetch, calls }
}

/** Runs `call`, expected to fail, and gives the error its failure handler received. */
async function failureOf(call: (onFailure: (error: RequestError) => void) => Promise<unknown>): Promise<RequestError> {
  let failure: RequestError | undefined
  await call((error) => (failure = error)).then(
    () => expect.fail('the call should fail'),
    () => {},
  )
  return failure!
}

const forgetToken = () => {
  setSessionHeader(XSRF_HEADER, undefined)
  sessionStorage.removeItem(XSRF_STORAGE_KEY)
}

describe('the site user session against the reference server', () => {
  // The first call to the reference server starts it (a new database), which a loaded machine takes a while to do.
  before(async function () {
    this.timeout(120_000)
    await globalThis.fetch('/api/site-header-footer')
  })

  afterEach(async () => {
    await logOutSiteUser({ cloneCart: true }, { onFailure: () => {} }).catch(() => {})
    forgetToken()
  })

  it('sends the login’s xsrf token as a header on later calls, and the server takes the write', async () => {
    const token = await logInSiteUser(EDITOR)
    const { fetch, calls } = recordingFetch()
    const saved = { header: { title: `Saved ${Date.now()}` }, footer: { text: 'Footer' } }
    await saveHeaderFooter(saved, { fetch })
    expect(calls.map((call) => call.headers.get(XSRF_HEADER))).to.deep.equal([token])
    expect(await getHeaderFooter()).to.deep.equal(saved)
  })

  it('sends the token from the tab’s storage on a later page of the visit', async () => {
    const token = await logInSiteUser(EDITOR)
    setSessionHeader(XSRF_HEADER, undefined) // what a new page of the visit starts with
    const { fetch, calls } = recordingFetch()
    await saveHeaderFooter({ header: {}, footer: {} }, { fetch })
    expect(calls[0]!.headers.get(XSRF_HEADER)).to.equal(token)
  })

  it('without the token, the server refuses the write', async () => {
    await logInSiteUser(EDITOR)
    forgetToken()
    const error = await failureOf((onFailure) => saveHeaderFooter({ header: {}, footer: {} }, { onFailure }))
    expect(error.status).to.equal(403)
  })

  it('logs out after one retry when the crumb is refused, and the session has then ended', async () => {
    await logInSiteUser(EDITOR)
    document.cookie = 'crumb=not-signed-by-the-server; path=/'
    const { fetch, calls } = recordingFetch()
    await logOutSiteUser({ cloneCart: true }, { fetch })
    const crumbs = calls.map((call) => call.url.searchParams.get('crumb'))
    expect(crumbs).to.have.length(2)
    expect(crumbs[0]).to.equal('not-signed-by-the-server')
    expect(crumbs[1]).not.to.equal(crumbs[0])
    expect(calls.every((call) => call.url.searchParams.get('cloneCart') === 'true')).to.equal(true)
    expect(sessionStorage.getItem(XSRF_STORAGE_KEY)).to.equal(null)

    const error = await failureOf((onFailure) => saveHeaderFooter({ header: {}, footer: {} }, { onFailure }))
    expect(error.status).to.equal(401)
    expect(error.kind).to.equal('application')
  })
})
