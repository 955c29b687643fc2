import { expect } from '@esm-bundle/chai'
import { CONSENT_COOKIE, storeConsent } from '../../core/consent/consent-cookie.ts'
import { nextFrame } from '../../test/helpers/events.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import './index.ts'
import {
  countScriptRequests,
  linkOf,
  mountComments,
  removeComments,
  setPageContext,
  useFakeCountScript,
} from './test-fixtures/comments-fixture.ts'

// A page of its own: the count script loads once per page.
describe('<ss-comments> under a restrictive cookie policy', () => {
  before(() => {
    useFakeCountScript()
    setPageContext({
      websiteSettings: {
        disqusShortname: 'shop',
        cookieSettings: { isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: true },
      },
    })
  })
  after(() => {
    removeComments()
    setPageContext(undefined)
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`
  })

  it('waits for consent after a focus out of view, then loads the count script', async () => {
    const element = await mountComments('<ss-comments item-id="42"></ss-comments>', { offscreen: true })
    linkOf(element).focus({ preventScroll: true })
    for (let frame = 0; frame < 5; frame++) await nextFrame()
    expect(countScriptRequests()).to.deep.equal([])

    storeConsent(true)
    window.dispatchEvent(new CustomEvent('ss-consent', { detail: { allowed: true } }))
    await waitFor(() => window.fakeCount?.loads.length === 1, 'the count script')
    expect(window.fakeCount!.loads).to.deep.equal(['shop'])
    expect(countScriptRequests()).to.have.length(1)
  })
})
