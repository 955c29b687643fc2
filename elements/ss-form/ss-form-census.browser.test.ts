import { expect } from '@esm-bundle/chai'
import './index.ts'
import '../ss-newsletter/index.ts'
import { forgetVisitor } from '../../core/analytics/testing/cookies.ts'
import { recordNetwork, type NetworkRecorder } from '../../core/analytics/testing/network-recorder.ts'
import { startTracking, stopTracking } from '../../core/analytics/tracker.ts'
import type { PageContext } from '../../core/context/page-context.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'
import { control, fill, mountForm } from './test-helpers.test.ts'

const openSite: PageContext = { website: { id: 'w1' }, collection: { id: 'c1' }, item: { id: 'i1' }, pageType: 50 }
const restrictiveSite: PageContext = {
  ...openSite,
  websiteSettings: { cookieSettings: { isRestrictiveCookiePolicyEnabled: true, isCookieBannerEnabled: true } },
}
const contactForm = { formId: 'contact-1', fields: [{ id: 'name', type: 'text', label: 'Name' }] }

let network: NetworkRecorder
let containers: HTMLElement[] = []
const formRenders = () => network.to('/api/census/form-render').map((request) => JSON.parse(request.body))

async function drawForm(tag: 'ss-form' | 'ss-newsletter' = 'ss-form') {
  const { element, container } = await mountForm(tag, contactForm)
  containers.push(container)
  return element
}

describe('<ss-form> census', () => {
  beforeEach(() => {
    forgetVisitor()
    network = recordNetwork()
  })
  afterEach(() => {
    stopTracking()
    for (const container of containers) container.remove()
    containers = []
    network.restore()
    forgetVisitor()
  })

  it('records a drawn form once, with its id, the visitor cookie and the page fields', async () => {
    startTracking({ context: openSite })
    await waitFor(() => network.to('/api/census/RecordHit').length === 1, 'the census hit')
    const element = await drawForm()
    await waitFor(() => formRenders().length > 0, 'the form-render call')
    // A render after typing is not a new drawing.
    fill(control(element, 0), 'Jane')
    await settle()
    expect(formRenders()).to.have.length(1)
    expect(formRenders()[0]).to.deep.include({ formId: 'contact-1', websiteId: 'w1', itemId: 'i1' })
    expect(formRenders()[0].visitorCookie).to.match(/^[0-9a-f-]{36}\|\d+\|\d+\|\d+\|1$/)
  })

  it('records a newsletter form the same way', async () => {
    startTracking({ context: openSite })
    await waitFor(() => network.to('/api/census/RecordHit').length === 1, 'the census hit')
    await drawForm('ss-newsletter')
    await waitFor(() => formRenders().length === 1, 'the form-render call')
  })

  it('sends nothing while the visitor has not consented under a restrictive policy', async () => {
    startTracking({ context: restrictiveSite })
    await drawForm()
    await settle()
    expect(network.to('/api/census/form-render')).to.deep.equal([])
  })
})
