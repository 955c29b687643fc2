import { expect } from '@esm-bundle/chai'
import './index.ts'
import { bannerBase, choiceButton, useBannerPage } from './testing.ts'
import { readConsent, storeConsent } from '../../core/consent/consent-cookie.ts'
import { resetEditorState, setEditorState } from '../../core/editor/editor-state.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'

const page = useBannerPage()
const optInAndOut = { cookieBannerAcceptType: 'OPT_IN_AND_OUT' }

describe('<ss-cookie-banner> in edit mode', () => {
  afterEach(() => resetEditorState())

  it('is forced: shown whatever was stored, its buttons doing nothing', async () => {
    storeConsent(true)
    setEditorState({ editing: true })
    const element = await page.banner(optInAndOut)
    let events = 0
    element.addEventListener('ss-consent', () => events++)
    expect(bannerBase(element)).to.not.equal(null)
    choiceButton(element, 'decline').click()
    element.decline()
    await settle()
    expect(bannerBase(element)).to.not.equal(null)
    expect(readConsent()).to.equal(true)
    expect(events).to.equal(0)
  })

  it('shows a banner the visitor had answered once the page enters edit mode, and hides it again after', async () => {
    storeConsent(false)
    const element = await page.banner(optInAndOut)
    expect(bannerBase(element)).to.equal(null)
    setEditorState({ editing: true })
    await waitFor(() => bannerBase(element), 'the forced banner')
    setEditorState({ editing: false })
    await waitFor(() => !bannerBase(element), 'the banner to go')
    expect(readConsent()).to.equal(false)
  })
})
