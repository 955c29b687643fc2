import { expect } from '@esm-bundle/chai'
import { CONSENT_COOKIE, storeConsent } from '../../core/consent/consent-cookie.ts'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { nextFrame } from '../../test/helpers/events.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import './index.ts'
import {
  LINKS,
  mountFollowButtons,
  platformRequests,
  removeFollowButtons,
  setPageContext,
  useFakeWidgets,
  visible,
} from './test-fixtures/follow-fixture.ts'

const frames = async (count: number) => {
  for (let frame = 0; frame < count; frame++) await nextFrame()
}

// One page: the platform's script loads once for it, so the first test sees the first load.
describe('<ss-follow-buttons>', () => {
  before(useFakeWidgets)
  afterEach(() => {
    removeFollowButtons()
    setPageContext(undefined)
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`
  })

  it('waits for consent under a restrictive cookie policy, even in view and focused', async () => {
    setPageContext({
      websiteSettings: { cookieSettings: { isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: true } },
    })
    const element = await mountFollowButtons(`<ss-follow-buttons>${LINKS}</ss-follow-buttons>`)
    element.querySelector('a')!.focus()
    await frames(5)
    expect(platformRequests()).to.deep.equal([])
    expect(visible(element)).to.deep.equal(['Follow @harbourkitchen on X', 'Harbour Kitchen on Instagram'])

    storeConsent(true)
    window.dispatchEvent(new CustomEvent('ss-consent', { detail: { allowed: true } }))
    await waitFor(() => visible(element).includes('button @harbourkitchen'), 'the button')
  })

  it('requests nothing out of view; in view, the X link gives way to the platform button and the others stay', async () => {
    const asked = window.fakeWidgets!.buttons.length
    const element = await mountFollowButtons(
      `<ss-follow-buttons size="large" show-screen-name="false">${LINKS}</ss-follow-buttons>`,
      { offscreen: true },
    )
    await frames(5)
    expect(window.fakeWidgets!.buttons).to.have.length(asked)
    expect(visible(element)).to.deep.equal(['Follow @harbourkitchen on X', 'Harbour Kitchen on Instagram'])

    element.scrollIntoView()
    await waitFor(() => visible(element).includes('button @harbourkitchen'), 'the button')
    expect(visible(element)).to.deep.equal(['button @harbourkitchen', 'Harbour Kitchen on Instagram'])
    expect(window.fakeWidgets!.buttons.slice(asked)).to.deep.equal([
      { screenName: 'harbourkitchen', options: { size: 'large', showScreenName: 'false' } },
    ])
    expect(window.fakeWidgets!.loads).to.equal(1)
    expect(platformRequests()).to.have.length(1)
  })

  it('draws the buttons again when their settings change', async () => {
    const element = await mountFollowButtons(`<ss-follow-buttons>${LINKS}</ss-follow-buttons>`)
    await waitFor(() => visible(element).includes('button @harbourkitchen'), 'the button')
    const asked = window.fakeWidgets!.buttons.length
    element.size = 'large'
    await waitFor(() => window.fakeWidgets!.buttons.length === asked + 1, 'the large button')
    expect(window.fakeWidgets!.buttons.at(-1)!.options).to.deep.equal({ size: 'large', showScreenName: 'true' })
    expect(element.querySelectorAll('iframe')).to.have.length(1)
    expect(visible(element)).to.deep.equal(['button @harbourkitchen', 'Harbour Kitchen on Instagram'])
  })

  it('gives the links back when removed', async () => {
    const element = await mountFollowButtons(`<ss-follow-buttons>${LINKS}</ss-follow-buttons>`)
    await waitFor(() => visible(element).includes('button @harbourkitchen'), 'the button')
    element.remove()
    await waitFor(() => !element.querySelector('iframe'), 'the button to go')
    expect(visible(element)).to.deep.equal(['Follow @harbourkitchen on X', 'Harbour Kitchen on Instagram'])
  })

  it('draws its demo without an axe violation, once the visitor accepted tracking as its site asks', async () => {
    storeConsent(true)
    try {
      const element = await mountFollowButtons(await (await fetch(new URL('./demo.html', import.meta.url))).text())
      await waitFor(() => visible(element).includes('button @harbourkitchen'), 'the button')
      await expectNoAxeViolations(element.closest('section')!)
    } finally {
      document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`
    }
  })
})
