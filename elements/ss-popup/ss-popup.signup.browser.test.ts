import { expect } from '@esm-bundle/chai'
import '../ss-newsletter/index.ts'
import { recordNetwork, type NetworkRecorder } from '../../core/analytics/testing/network-recorder.ts'
import { forgetVisitor as forgetTrackedVisitor } from '../../core/analytics/testing/cookies.ts'
import { startTracking, stopTracking } from '../../core/analytics/tracker.ts'
import { control, fill, jsonReply, newVisitor, routeFormCalls, submitAndWait, type RoutedFetch } from '../ss-form/test-helpers.test.ts'
import { useManualClock, type ManualClock } from '../../test/helpers/manual-clock.ts'
import { nextFrame } from '../../test/helpers/events.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'
import type { PopupRecord } from './display-rule.ts'
import { SsPopup } from './index.ts'
import { POPUP_STORAGE_KEY } from '../../core/storage/overlay-keys.ts'
import { SIGNUP_READING_MIN_MS } from './signup.ts'

const isShown = (element: SsPopup) => element.shadowRoot!.querySelector('dialog')?.open === true
const stored = (): PopupRecord | null => JSON.parse(localStorage.getItem(POPUP_STORAGE_KEY) ?? 'null')

async function popupWith(content: string, attributes = ''): Promise<SsPopup> {
  document.body.insertAdjacentHTML('beforeend', `<ss-popup ${attributes}><h2>Join our list</h2>${content}</ss-popup>`)
  const element = document.body.lastElementChild as SsPopup
  await waitFor(() => isShown(element), 'the popup to show')
  return element
}

describe('<ss-popup> with a sign-up form inside', () => {
  let clock: ManualClock
  let element: SsPopup | undefined
  let server: RoutedFetch
  beforeEach(() => {
    clock = useManualClock()
    localStorage.removeItem(POPUP_STORAGE_KEY)
    newVisitor()
    // The form's two calls answered as the reference server answers them.
    server = routeFormCalls({ key: jsonReply(200, { key: 'k1' }), save: jsonReply(200, {}) })
  })
  afterEach(async () => {
    server.restore()
    element?.remove()
    await settle()
    clock.restore()
    localStorage.removeItem(POPUP_STORAGE_KEY)
  })

  it("records the sign-up on the newsletter's ss-success, and closes once the success text has been read", async () => {
    const fields = [{ id: 'email-1', type: 'email', label: 'Email', required: true }]
    const config = { formId: 'newsletter', fields, submitButtonText: 'Sign up', submissionText: 'You are on the list.' }
    element = await popupWith(`<ss-newsletter data-block-json='${JSON.stringify(config)}'></ss-newsletter>`, 'show-until-signup')
    const reasons: string[] = []
    element.addEventListener('ss-popup-close', (event) => reasons.push(event.detail.reason))
    const newsletter = element.querySelector('ss-newsletter')!
    await waitFor(() => newsletter.shadowRoot?.querySelector('input'), 'the newsletter form to render')
    fill(control(newsletter, 0), `popup-${Date.now()}@example.com`)

    await submitAndWait(newsletter, 'ss-success')
    expect(stored()).to.include({ version: 1, submitted: true })
    await nextFrame()
    clock.advance(SIGNUP_READING_MIN_MS - 1)
    expect(isShown(element)).to.equal(true)
    clock.advance(1)
    expect(isShown(element)).to.equal(false)
    expect(reasons).to.deep.equal(['signup'])
  })
})

describe('<ss-popup> and the census', () => {
  let network: NetworkRecorder
  let element: SsPopup | undefined
  beforeEach(() => {
    localStorage.removeItem(POPUP_STORAGE_KEY)
    forgetTrackedVisitor()
    network = recordNetwork()
  })
  afterEach(async () => {
    element?.remove()
    await settle()
    stopTracking()
    network.restore()
    forgetTrackedVisitor()
    localStorage.removeItem(POPUP_STORAGE_KEY)
  })

  it('sends the overlay call when it shows to a tracked visitor', async () => {
    startTracking({ context: { website: { id: 'w1' }, collection: { id: 'c1' }, websiteSettings: {} } })
    element = await popupWith('<p>Hello</p>')
    const overlayCalls = () => network.to('/api/census/overlay').map((request) => JSON.parse(request.body) as Record<string, unknown>)
    // A sign-up census call of the test before may still arrive: look for this popup's opening.
    await waitFor(() => overlayCalls().some((call) => call['event'] === 'open'), 'the overlay call')
    expect(overlayCalls().find((call) => call['event'] === 'open')).to.deep.include({ event: 'open', collectionId: 'c1' })
  })

  it('sends nothing to a visitor who is not tracked', async () => {
    element = await popupWith('<p>Hello</p>')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(network.requests).to.deep.equal([])
  })

  it('sends nothing from the edit preview', async () => {
    startTracking({ context: { website: { id: 'w1' }, websiteSettings: {} } })
    element = await popupWith('<p>Hello</p>', 'forced')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(network.to('/api/census/overlay')).to.deep.equal([])
  })
})
