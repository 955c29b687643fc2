import { expect } from '@esm-bundle/chai'
import { CSP_MATRIX, elementsDrawn, openProbedPage } from './security-pages.ts'

const DEMOS = ['ss-accordion', 'ss-cookie-banner', 'ss-form', 'ss-gallery', 'ss-newsletter']

/**
 * An element's demo markup without the demo page's own inline scripts, `<style>` elements and `style`
 * attributes: those are the page author's, and a strict policy blocks them whatever the library does.
 */
async function demoMarkup(tag: string): Promise<string> {
  const text = await (await fetch(`/elements/${tag}/demo.html`)).text()
  const parsed = new DOMParser().parseFromString(text, 'text/html')
  for (const node of parsed.querySelectorAll('script:not([type="application/json"]), style')) node.remove()
  for (const node of parsed.querySelectorAll('[style]')) node.removeAttribute('style')
  return parsed.body.innerHTML
}

describe('every element under a strict Content-Security-Policy', () => {
  for (const [name, csp] of Object.entries(CSP_MATRIX)) {
    for (const tag of DEMOS) {
      it(`${tag}: its demo draws with ${name}, and the policy reports nothing`, async () => {
        const page = await openProbedPage(await demoMarkup(tag), { csp })
        try {
          const elements = await elementsDrawn(page)
          expect(elements.length).to.be.greaterThan(0)
          const errors = elements.filter((element) => element.hasAttribute('data-ss-error')).map((element) => element.getAttribute('data-ss-error'))
          expect(errors).to.deep.equal([])
          await page.settled()
          expect(page.window.cspViolations).to.deep.equal([])
          // The policy is in force: without it, the page above proves nothing.
          if (csp.includes('trusted-types') && 'trustedTypes' in page.window) {
            expect(() => (page.document.createElement('div').innerHTML = '<b>x</b>')).to.throw().with.property('name', 'TypeError')
          }
        } finally {
          page.close()
        }
      })
    }
  }
})
