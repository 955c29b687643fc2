import { expect } from '@esm-bundle/chai'
import { forgetVisitor } from '../../core/analytics/testing/cookies.ts'
import { readConsent } from '../../core/consent/consent-cookie.ts'
import { waitFor } from '../../test/helpers/wait.ts'

// The self-contained file a page with only the banner loads; `npm test` builds dist/ before the browser suite.
const ENTRY = '/dist/elements/ss-cookie-banner.standalone.js'
const load = (path: string) => import(/* @vite-ignore */ path)

describe('dist/elements/ss-cookie-banner.standalone.js', () => {
  afterEach(forgetVisitor)

  it('is one self-contained file: loading it fetches nothing else', async () => {
    await load(ENTRY)
    const fetched = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/dist/'))
    expect(fetched).to.deep.equal([ENTRY])
  })

  it('shows a working banner', async () => {
    const { SsCookieBanner } = await load(ENTRY)
    // A tag of its own, in case this page defined ss-cookie-banner from the sources already.
    SsCookieBanner.define('ss-built-cookie-banner')
    const element = document.createElement('ss-built-cookie-banner')
    element.setAttribute('data-block-json', '{"cookieBannerCtaVariant": "TEXT"}')
    document.body.append(element)
    try {
      await waitFor(() => element.shadowRoot?.querySelector('[part~="accept-button"]'), 'the built banner to render')
      element.shadowRoot!.querySelector<HTMLButtonElement>('[part~="accept-button"]')!.click()
      expect(readConsent()).to.equal(true)
      expect(element.shadowRoot!.querySelector('[part~="base"]')).to.equal(null)
    } finally {
      element.remove()
    }
  })
})
