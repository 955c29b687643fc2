import { expect } from '@esm-bundle/chai'
import '../../elements/ss-form/index.ts'
import { safeRedirectUrl } from '../../core/forms/safe-redirect.ts'
import { control, fill, jsonReply, mountForm, routeFormCalls, shadow, submitAndWait, type RoutedFetch } from '../../elements/ss-form/test-helpers.test.ts'
import { XSS_VECTORS } from '../fixtures/xss/index.ts'
import { scriptableNodes } from './security-pages.ts'
import { waitFor } from '../helpers/wait.ts'
import { letVectorsRun, recordExecutions } from './xss-recorder.ts'

const BATCH = 64
const batches = Array.from({ length: Math.ceil(XSS_VECTORS.length / BATCH) }, (_, i) => XSS_VECTORS.slice(i * BATCH, (i + 1) * BATCH))

describe(`<ss-form> against ${XSS_VECTORS.length} XSS vectors (DOMPurify's fixtures, the OWASP cheat sheet)`, () => {
  let recorder: ReturnType<typeof recordExecutions>
  let routed: RoutedFetch | undefined
  let container: HTMLElement | undefined
  beforeEach(() => (recorder = recordExecutions()))
  afterEach(() => {
    recorder.restore()
    routed?.restore()
    container?.remove()
  })

  batches.forEach((vectors, batch) => {
    it(`shows vectors ${batch * BATCH + 1}-${batch * BATCH + vectors.length} as field labels, descriptions, placeholders and options, as text`, async () => {
      const fields = vectors.flatMap((vector, i) => [
        { id: `t${i}`, type: 'text', label: vector, description: vector, placeholder: vector },
        { id: `s${i}`, type: 'select', label: `Pick ${i}`, options: [vector, 'Other'] },
      ])
      const mounted = await mountForm('ss-form', { formId: 'xss', fields })
      container = mounted.container
      await letVectorsRun(container)

      expect(recorder.executed).to.deep.equal([])
      expect(scriptableNodes(container)).to.deep.equal([])
      vectors.forEach((vector, i) => {
        expect(control(mounted.element, 2 * i).placeholder, `placeholder ${i}`).to.equal(vector)
        expect(Array.from(control<HTMLSelectElement>(mounted.element, 2 * i + 1).options, (option) => option.value), `options ${i}`).to.include(vector)
      })
    })
  })

  it(`runs none of the ${XSS_VECTORS.length} vectors as submission text or post-submit HTML, which keeps no style`, async function () {
    this.timeout(120_000)
    routed = routeFormCalls({ key: jsonReply(200, { key: 'k-1' }), save: jsonReply(200, {}) })
    const config = { formId: 'xss', fields: [{ id: 'email', type: 'email', label: 'Email' }] }
    const mounted = await mountForm('ss-form', config)
    container = mounted.container
    const { element } = mounted
    fill(control(element, 0), 'jane@example.com')
    await submitAndWait(element, 'ss-success')

    const found: string[] = []
    for (const vector of XSS_VECTORS) {
      element.setAttribute('data-block-json', JSON.stringify({ ...config, submissionText: vector, postSubmitHtml: vector }))
      await waitFor(() => shadow(element).querySelector('.submission-text')?.textContent === vector, 'the new submission text')
      found.push(...scriptableNodes(container).map((node) => `${node} from ${vector.slice(0, 60)}`))
      if (shadow(element).querySelector('.post-submit style, .post-submit [style]')) found.push(`a style from ${vector.slice(0, 60)}`)
    }
    await letVectorsRun(container)

    expect(recorder.executed).to.deep.equal([])
    expect(found).to.deep.equal([])
  })

  it(`follows a success redirect only to an http(s) address, for each of the ${XSS_VECTORS.length} vectors`, () => {
    const followed = XSS_VECTORS.map((vector) => safeRedirectUrl(vector, location.href)).filter((url) => url !== undefined)
    expect(followed.filter((url) => !/^https?:$/.test(new URL(url).protocol))).to.deep.equal([])
  })
})
