import { expect } from '@esm-bundle/chai'
import { ELEMENT_TAGS } from '../../elements/tags.ts'
import { CSP_MATRIX, elementsDrawn, openProbedPage, type ProbedWindow } from './security-pages.ts'
import type { OpenedPage } from '../helpers/page-loads.ts'

type PolicyName = keyof typeof CSP_MATRIX

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

/** A demo page opened under one policy, once its elements have drawn (or failed to) and it made no more requests. */
interface DrawnPage {
  page: OpenedPage & { window: ProbedWindow }
  elements: HTMLElement[]
}

async function openDrawn(markup: string, csp: string): Promise<DrawnPage> {
  const page = await openProbedPage(markup, { csp })
  const elements = await elementsDrawn(page)
  await page.settled()
  return { page, elements }
}

describe('every element demo under a strict Content-Security-Policy', () => {
  for (const tag of ELEMENT_TAGS) {
    describe(tag, () => {
      // The demo opens under every policy at once: the pages are independent documents, and waiting for each in
      // turn would make this matrix the slowest file of the suite.
      const pages = new Map<PolicyName, DrawnPage>()
      before(async () => {
        const markup = await demoMarkup(tag)
        const names = Object.keys(CSP_MATRIX) as PolicyName[]
        const opened = await Promise.all(names.map((name) => openDrawn(markup, CSP_MATRIX[name])))
        names.forEach((name, i) => pages.set(name, opened[i]!))
      })
      after(() => {
        for (const { page } of pages.values()) page.close()
        pages.clear()
      })

      for (const [name, csp] of Object.entries(CSP_MATRIX) as [PolicyName, string][]) {
        it(`draws its demo with ${name}, and the policy reports nothing`, () => {
          const { page, elements } = pages.get(name)!
          expect(elements.map((element) => element.localName)).to.include(tag)
          const errors = elements.filter((element) => element.hasAttribute('data-ss-error')).map((element) => `${element.localName}: ${element.getAttribute('data-ss-error')}`)
          expect(errors).to.deep.equal([])
          expect(page.window.cspViolations).to.deep.equal([])
          // The policy is in force: without it, the page above proves nothing.
          if (csp.includes('trusted-types') && 'trustedTypes' in page.window) {
            expect(() => (page.document.createElement('div').innerHTML = '<b>x</b>')).to.throw().with.property('name', 'TypeError')
          }
        })
      }
    })
  }
})
