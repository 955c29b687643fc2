import { expect } from '@esm-bundle/chai'
import '../../elements/ss-cookie-banner/index.ts'
import { XSS_VECTORS } from '../fixtures/xss/index.ts'
import { waitFor } from '../helpers/wait.ts'
import { scriptableNodes } from './security-pages.ts'
import { letVectorsRun, recordExecutions } from './xss-recorder.ts'

const BATCH = 64
const batches = Array.from({ length: Math.ceil(XSS_VECTORS.length / BATCH) }, (_, i) => XSS_VECTORS.slice(i * BATCH, (i + 1) * BATCH))

describe(`<ss-cookie-banner> against ${XSS_VECTORS.length} XSS vectors (DOMPurify's fixtures, the OWASP cheat sheet)`, () => {
  let recorder: ReturnType<typeof recordExecutions>
  let container: HTMLElement | undefined
  beforeEach(() => (recorder = recordExecutions()))
  afterEach(() => {
    recorder.restore()
    container?.remove()
  })

  batches.forEach((vectors, batch) => {
    it(`shows vectors ${batch * BATCH + 1}-${batch * BATCH + vectors.length} as banner text, running nothing`, async () => {
      container = document.createElement('div')
      for (const vector of vectors) {
        const banner = document.createElement('ss-cookie-banner')
        banner.setAttribute('forced', '')
        banner.setAttribute('data-block-json', JSON.stringify({ cookieBannerText: vector }))
        container.append(banner)
      }
      document.body.append(container)
      const banners = Array.from(container.children)
      await waitFor(() => banners.every((banner) => banner.shadowRoot?.querySelector('[part~="message"]')), 'every banner to show its message', 20_000)
      for (const link of banners.flatMap((banner) => Array.from(banner.shadowRoot!.querySelectorAll('[part~="message"] a:not([href])')))) {
        link.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }))
      }
      await letVectorsRun(container)

      expect(recorder.executed).to.deep.equal([])
      expect(scriptableNodes(container)).to.deep.equal([])
      const messages = banners.map((banner) => banner.shadowRoot!.querySelector('[part~="message"]')!)
      const markup = messages.flatMap((message) => Array.from(message.querySelectorAll('*:not(div, p, br, strong, b, em, i, u, s, small, span, a)'), (node) => node.localName))
      expect(markup).to.deep.equal([])
    })
  })
})
