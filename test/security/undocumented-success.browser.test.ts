import { expect } from '@esm-bundle/chai'
import '../../elements/ss-form/index.ts'
import '../../elements/ss-newsletter/index.ts'
import {
  control,
  fill,
  formError,
  jsonReply,
  mountForm,
  routeFormCalls,
  shadow,
  submitAndWait,
  type Reply,
  type RoutedFetch,
} from '../../elements/ss-form/test-helpers.test.ts'

const LOGIN_PAGE: Reply = () =>
  new Response('<!doctype html><title>Sign in</title><form action="/login"><input name="user"></form>', {
    status: 200,
    headers: { 'Content-Type': 'text/html' },
  })

const ANSWERS: Record<string, Reply> = {
  "a proxy's HTML login page": LOGIN_PAGE,
  'an empty 200': () => new Response('', { status: 200 }),
  'JSON that is not an object': jsonReply(200, 'stored'),
}

const FIELDS = [
  { id: 'email', type: 'email', label: 'Email', required: true },
  { id: 'name', type: 'text', label: 'Name' },
]

describe('a 2xx that is not the route\'s JSON is a failure that keeps every entry', () => {
  let routed: RoutedFetch | undefined
  let container: HTMLElement | undefined
  afterEach(() => {
    routed?.restore()
    container?.remove()
  })

  for (const tag of ['ss-form', 'ss-newsletter'] as const) {
    for (const [name, save] of Object.entries(ANSWERS)) {
      it(`<${tag}>: SaveFormSubmission answered with ${name}`, async () => {
        routed = routeFormCalls({ key: jsonReply(200, { key: 'k-1' }), save })
        const mounted = await mountForm(tag, { formId: 'newsletter', fields: FIELDS, submissionText: 'Thank you!' })
        container = mounted.container
        const element = mounted.element
        let succeeded = false
        element.addEventListener('ss-success', () => (succeeded = true))
        fill(control(element, 0), 'jane@example.com')
        fill(control(element, 1), 'Jane')

        const failure = await submitAndWait(element, 'ss-failure')

        expect(succeeded).to.equal(false)
        expect(failure.detail).to.deep.equal({ status: 200, message: 'Unknown error, please try again later.', errors: {} })
        expect(formError(element)).to.contain('Unknown error, please try again later.')
        expect(shadow(element).querySelector('[part~="success"]')).to.equal(null)
        expect([control(element, 0).value, control(element, 1).value]).to.deep.equal(['jane@example.com', 'Jane'])
        expect(routed.calls.map((call) => call.path)).to.deep.equal(['FormSubmissionKey', 'SaveFormSubmission'])
      })
    }
  }
})
