import { expect } from '@esm-bundle/chai'
import { referenceServerCrumb } from '../../core/widgets/widget-test-helpers.test.ts'
import { waitFor } from '../helpers/wait.ts'
import { CSP_MATRIX, openProbedPage } from './security-pages.ts'

const PAGE = `
<script type="application/json" id="ss-context">{ "website": { "id": "w1" } }</script>
<ss-summary id="block-events" collection-id="upcoming-events"><a href="/events/">All events</a></ss-summary>
<ss-social-feed id="block-pictures" type="instagram"><a href="https://www.instagram.com/">On Instagram</a></ss-social-feed>`

describe('widget HTML from the reference server under a strict Content-Security-Policy', () => {
  before(async function () {
    this.timeout(70_000)
    await referenceServerCrumb()
  })

  for (const [name, csp] of Object.entries(CSP_MATRIX)) {
    it(`a summary and a feed render with ${name}, and the policy reports nothing`, async () => {
      const page = await openProbedPage(PAGE, { csp })
      try {
        const widgets = [...page.document.querySelectorAll<HTMLElement>('ss-summary, ss-social-feed')]
        await waitFor(() => widgets.every((widget) => widget.dataset.state === 'rendered'), 'both widgets to render')
        const contents = widgets.map((widget) => widget.shadowRoot!.querySelector('[part~="content"]'))
        expect(contents.map((content) => content?.querySelectorAll('li').length)).to.deep.equal([4, 4])
        await page.settled()
        expect(page.window.cspViolations).to.deep.equal([])
      } finally {
        page.close()
      }
    })
  }
})
