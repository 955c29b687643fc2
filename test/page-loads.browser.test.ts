import { expect } from '@esm-bundle/chai'
import { cookieNames, forgetVisitor } from '../core/analytics/testing/cookies.ts'
import { deleteCookieEverywhere } from '../core/consent/cookies.ts'
import { openPage, type OpenedPage } from './helpers/page-loads.ts'
import { CSP_MATRIX } from './security/security-pages.ts'
import { waitFor } from './helpers/wait.ts'

// What a page that loads the built library actually requests. `npm test` builds dist/ before the browser suite.
const page = (head: string, body = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A page</title><link rel="icon" href="data:,">${head}</head><body>${body}</body></html>`
const accordion = '<ss-accordion><details><summary>A</summary><p>a</p></details></ss-accordion>'
const gallery =
  '<ss-gallery><figure data-type="image"><img data-src="/core/images/test-images/square.svg" data-image-dimensions="100x100" alt="A square"></figure></ss-gallery>'
const rendered = (page: OpenedPage, tag: string) =>
  [...page.document.querySelectorAll(tag)].every((element) => element.shadowRoot?.querySelector('[part~=base]'))
const isLibraryScript = (request: string) => /^\/dist\/[\w/.-]+\.js$/.test(request)
const count = (requests: string[], pattern: RegExp) => requests.filter((request) => pattern.test(request)).length

describe('what a page loads', () => {
  let opened: OpenedPage | undefined
  beforeEach(() => {
    for (const name of cookieNames()) deleteCookieEverywhere(name)
  })
  afterEach(() => {
    opened?.close()
    opened = undefined
    forgetVisitor()
  })

  describe('dist/autoloader.js', () => {
    it('requests only the autoloader on a page with no element', async () => {
      opened = await openPage(page('<script type="module" src="/dist/autoloader.js"></script>'))
      expect(opened.requests()).to.have.length.greaterThan(0)
      expect(opened.requests().every((request) => /^\/dist\/(autoloader\.js|chunks\/autoloader-[\w-]+\.js)$/.test(request)), String(opened.requests())).to.equal(true)
    })

    it('requests an element inserted later, and React, once', async () => {
      opened = await openPage(page('<script type="module" src="/dist/autoloader.js"></script>'))
      expect(count(opened.scripts(), /ss-gallery|react/)).to.equal(0)

      opened.document.body.insertAdjacentHTML('beforeend', gallery)
      await waitFor(() => opened!.window.customElements.get('ss-gallery'), '<ss-gallery> to be defined')
      opened.document.body.insertAdjacentHTML('beforeend', gallery)
      await waitFor(() => rendered(opened!, 'ss-gallery'), 'both galleries to render')
      await opened.settled()

      expect(count(opened.scripts(), /^\/dist\/elements\/ss-gallery\.js$/)).to.equal(1)
      expect(count(opened.scripts(), /^\/dist\/chunks\/react-[\w-]+\.js$/)).to.equal(1)
    })

    const banner = '<ss-cookie-banner is-cookie-banner-enabled></ss-cookie-banner>'
    const bannerShown = (page: OpenedPage) => page.document.querySelector('ss-cookie-banner')?.shadowRoot?.querySelector('[part~=base]')

    it('loads a banner alone on its page from its self-contained file, without the shared chunks', async () => {
      opened = await openPage(page('<script type="module" src="/dist/autoloader.js"></script>', banner))
      await waitFor(() => bannerShown(opened!), 'the banner to show')
      await opened.settled()
      expect(count(opened.scripts(), /^\/dist\/elements\/ss-cookie-banner\.standalone\.js$/)).to.equal(1)
      expect(count(opened.scripts(), /^\/dist\/(elements\/ss-cookie-banner\.js|chunks\/(element-class|react)-)/), String(opened.scripts())).to.equal(0)
    })

    it('loads a banner beside other blocks from the chunks they share, wherever it stands', async () => {
      opened = await openPage(page('<script type="module" src="/dist/autoloader.js"></script>', banner + accordion))
      await waitFor(() => bannerShown(opened!) && rendered(opened!, 'ss-accordion'), 'the banner and the accordion to show')
      await opened.settled()
      expect(count(opened.scripts(), /^\/dist\/elements\/ss-cookie-banner\.standalone\.js$/), String(opened.scripts())).to.equal(0)
      expect(count(opened.scripts(), /^\/dist\/elements\/ss-cookie-banner\.js$/)).to.equal(1)
      expect(count(opened.scripts(), /^\/dist\/chunks\/element-class-[\w-]+\.js$/)).to.equal(1)
    })
  })

  describe('dist/ss-elements.js', () => {
    const allInOne = '<script type="module" src="/dist/ss-elements.js"></script>'
    const isImplementation = (request: string) => /^\/dist\/chunks\/(react|lit-html|shared|ss-[\w-]+)-[\w-]+\.js$/.test(request)

    it('defines every element on a page with none, and loads no implementation, no React, no zod', async () => {
      opened = await openPage(page(allInOne))
      for (const tag of ['ss-accordion', 'ss-cookie-banner', 'ss-form', 'ss-gallery', 'ss-newsletter']) {
        expect(opened.window.customElements.get(tag), tag).to.be.a('function')
      }
      expect(opened.scripts().filter(isImplementation)).to.deep.equal([])
    })

    it("loads an element's implementation, and React, for the element on the page only", async () => {
      opened = await openPage(page(allInOne, gallery))
      await waitFor(() => rendered(opened!, 'ss-gallery'), 'the gallery to render')
      await opened.settled()
      expect(count(opened.scripts(), /^\/dist\/chunks\/react-[\w-]+\.js$/)).to.equal(1)
      expect(count(opened.scripts(), /^\/dist\/chunks\/ss-(accordion|form|newsletter|cookie-banner)-/)).to.equal(0)
    })

    it('draws a page of accordions with React, once, without lit-html', async () => {
      opened = await openPage(page(allInOne, accordion + accordion))
      await waitFor(() => rendered(opened!, 'ss-accordion'), 'the accordions to render')
      await opened.settled()
      expect(count(opened.scripts(), /^\/dist\/chunks\/ss-accordion-[\w-]+\.js$/)).to.equal(1)
      expect(count(opened.scripts(), /^\/dist\/chunks\/lit-html-[\w-]+\.js$/)).to.equal(0)
      expect(count(opened.scripts(), /^\/dist\/chunks\/react-[\w-]+\.js$/)).to.equal(1)
    })

    it('loads a late-inserted element when it is inserted, once however many follow', async () => {
      opened = await openPage(page(allInOne))
      expect(count(opened.scripts(), /ss-gallery-|react-/)).to.equal(0)
      opened.document.body.insertAdjacentHTML('beforeend', gallery + gallery)
      await waitFor(() => rendered(opened!, 'ss-gallery'), 'both galleries to render')
      opened.document.body.insertAdjacentHTML('beforeend', gallery)
      await waitFor(() => rendered(opened!, 'ss-gallery'), 'the third gallery to render')
      await opened.settled()
      expect(count(opened.scripts(), /^\/dist\/chunks\/react-[\w-]+\.js$/)).to.equal(1)
      expect(count(opened.scripts(), /^\/dist\/chunks\/ss-gallery-[\w-]+\.js$/)).to.equal(1)
    })

    it('runs a method called before the implementation loaded once it has', async () => {
      opened = await openPage(page(allInOne, accordion.replace('<ss-accordion>', '<ss-accordion id="faq">')))
      const element = opened.document.querySelector('ss-accordion')! as HTMLElement & { toggle(index: number): void }
      const toggled: unknown[] = []
      element.addEventListener('ss-toggle', (event) => toggled.push((event as CustomEvent).detail))
      element.toggle(0)
      await waitFor(() => toggled.length === 1, 'the queued toggle')
      expect(toggled).to.deep.equal([{ index: 0, open: true }])
      await waitFor(() => element.querySelector('button[aria-expanded="true"]'), 'the item to open')
    })

    it("loads what sending a form needs once the visitor turns to the form, not with the page", async () => {
      const form = `<ss-form data-block-json='{"formId":"f1","fields":[{"id":"e1","type":"email","label":"Email"}]}'></ss-form>`
      opened = await openPage(page(allInOne, form))
      await waitFor(() => rendered(opened!, 'ss-form'), 'the form to render')
      await opened.settled()
      const sending = /^\/dist\/chunks\/submission-pipeline-[\w-]+\.js$/
      expect(count(opened.scripts(), sending)).to.equal(0)
      opened.document.querySelector('ss-form')!.shadowRoot!.querySelector('input')!.focus()
      await waitFor(() => count(opened!.scripts(), sending) === 1, 'the submission code to load')
    })

    it('draws a banner-only page with lit-html, without React', async () => {
      const banner = '<ss-cookie-banner is-cookie-banner-enabled></ss-cookie-banner>'
      opened = await openPage(page(allInOne, banner))
      await waitFor(() => opened!.document.querySelector('ss-cookie-banner')?.shadowRoot?.querySelector('[part~=base]'), 'the banner to render')
      await opened.settled()
      expect(count(opened.scripts(), /^\/dist\/chunks\/lit-html-[\w-]+\.js$/)).to.equal(1)
      expect(count(opened.scripts(), /^\/dist\/chunks\/react-/)).to.equal(0)
    })

    it('makes no request but its own scripts, and sets no cookie, on a page without a page context', async () => {
      opened = await openPage(page('<script type="module" src="/dist/ss-elements.js"></script>', accordion))
      await waitFor(() => opened!.document.querySelector('ss-accordion')?.shadowRoot, 'the accordion to render')
      await opened.settled()
      expect(opened.requests().filter((request) => !isLibraryScript(request))).to.deep.equal([])
      expect(opened.document.cookie).to.equal('')
    })

    it('tracks the visit on a page whose context names a website', async () => {
      const context = '<script type="application/json" id="ss-context">{"website":{"id":"w1"},"websiteSettings":{}}</script>'
      opened = await openPage(page(`${context}<script type="module" src="/dist/ss-elements.js"></script>`))
      await waitFor(() => opened!.requests().some((request) => request.startsWith('/api/census/RecordHit')), 'the census hit')
      expect(opened.requests().some((request) => request.startsWith('/api/1/performance/settings'))).to.equal(true)
      expect(cookieNames()).to.include.members(['ss_cvr', 'ss_cvt'])
    })

    describe('the overlays manager', () => {
      // The popup waits ten minutes, so that it does not cover the page by itself.
      const site = { website: { id: 'w1' }, showAnnouncementBar: true, websiteSettings: { popupOverlaySettings: { version: 1, showAfterSeconds: 600 } } }
      // The page's own popup: one with nothing in it never opens.
      const popup = `<ss-popup data-block-json='${JSON.stringify(site.websiteSettings.popupOverlaySettings)}'><h2>Join our list</h2></ss-popup>`
      const sitePage = (context: object) =>
        page(`<script type="application/json" id="ss-context">${JSON.stringify({ ...site, ...context })}</script>${allInOne}`, popup)
      const managerChunks = (page: OpenedPage) => count(page.scripts(), /^\/dist\/chunks\/owner-controls-[\w-]+\.js$/)
      const STRICT_CSP = CSP_MATRIX["+ style-src 'self'"]

      it("is not loaded on a visitor's page of a site with a popup and an announcement bar", async () => {
        opened = await openPage(sitePage({}), { csp: STRICT_CSP })
        await waitFor(() => opened!.document.querySelector('ss-popup'), 'the site chrome')
        await opened.settled()
        expect(managerChunks(opened)).to.equal(0)
        expect(opened.document.querySelector('[data-ss-owner-controls]')).to.equal(null)
      })

      it("is loaded once for an editor, and opens the popup under a strict CSP", async () => {
        opened = await openPage(sitePage({ authenticatedAccount: { id: 'editor-1' } }), { csp: STRICT_CSP })
        await waitFor(() => opened!.document.querySelector('[data-ss-owner-controls]'), 'the overlays manager')
        const panel = opened.document.querySelector('[data-ss-owner-controls]')!.shadowRoot!
        await opened.settled()
        expect(managerChunks(opened)).to.equal(1)
        expect(panel.querySelector('aside')!.getBoundingClientRect().height).to.be.greaterThan(0)
        panel.querySelector('summary')!.click()
        Array.from(panel.querySelectorAll('button')).find((button) => button.textContent === 'Open popup')!.click()
        await waitFor(() => opened!.document.querySelector('ss-popup')!.shadowRoot?.querySelector('dialog[open]'), 'the popup open')
      })
    })
  })
})
