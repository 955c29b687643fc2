import { expect } from '@esm-bundle/chai'
import type { OpenedPage } from '../helpers/page-loads.ts'
import { waitFor } from '../helpers/wait.ts'
import { forgetVisitor } from '../../core/analytics/testing/cookies.ts'
import { fill } from '../../elements/ss-form/test-helpers.test.ts'
import { CSP_MATRIX, elementsDrawn, openProbedPage, type ProbedWindow } from './security-pages.ts'

const STRICTEST = CSP_MATRIX["+ style-src 'self'"]

// Without styles: a `style-src` policy reports the inline styles of author HTML as the sanitiser parses it,
// though none is applied (the XSS suite checks that they are removed).
const POST_SUBMIT_HTML = '<p class="thanks">See you <em>soon</em>.</p>'

const PAGE = `
<ss-gallery id="gallery" data-block-json='{"design":"slideshow","lightbox":true}'>
  <figure data-type="image" data-slide-id="a"><img data-src="/x-missing.png" data-image-dimensions="1600x900" alt="A harbour">
    <figcaption>A <em>harbour</em></figcaption></figure>
</ss-gallery>
<ss-gallery id="videos" data-block-json='{"design":"slideshow"}'>
  <figure data-type="video" data-slide-id="b" data-provider-name="YouTube"
          data-html='&lt;iframe src="https://www.youtube.com/embed/ID" title="Launch"&gt;&lt;/iframe&gt;'>
    <img data-src="/x-missing.png" data-image-dimensions="1280x720" alt=""></figure>
</ss-gallery>
<ss-cookie-banner id="consent" data-block-json='{"isRestrictiveCookiePolicyEnabled": true}'></ss-cookie-banner>
<script type="text/plain" data-ss-consent="analytics" src="/test/security/gated-probe.js"></script>
<ss-cookie-banner id="banner" forced data-block-json='{"cookieBannerText": "<p>We use <strong>cookies</strong>, <a href=\\"/privacy\\">see why</a>.</p>"}'></ss-cookie-banner>
<ss-form id="form" data-block-json='${JSON.stringify({
  formId: 'newsletter',
  submissionText: 'Thank you!',
  postSubmitHtml: POST_SUBMIT_HTML,
  fields: [{ id: 'email', type: 'email', label: 'Email', required: true }],
}).replace(/'/g, '&#39;')}'></ss-form>`

/** Answers the form's two calls as the reference server does, inside the page. */
function answerFormCalls(page: OpenedPage): void {
  page.window.fetch = async (input: RequestInfo | URL) =>
    String(input).includes('/FormSubmissionKey') ? Response.json({ key: 'k-1' }) : Response.json({})
}

describe('the HTML sinks under Trusted Types and style-src \'self\'', () => {
  let page: OpenedPage & { window: ProbedWindow }
  const shadow = (id: string) => page.document.getElementById(id)!.shadowRoot!

  before(async () => {
    page = await openProbedPage(PAGE, { csp: STRICTEST })
    await elementsDrawn(page)
  })
  after(() => {
    page.close()
    forgetVisitor()
  })

  it('draws every element, with no error and no violation', () => {
    expect(Array.from(page.document.querySelectorAll('[data-ss-error]'), (node) => node.getAttribute('data-ss-error'))).to.deep.equal([])
    expect(page.window.cspViolations).to.deep.equal([])
  })

  it('shows the banner\'s HTML message, rebuilt', () => {
    const message = shadow('banner').querySelector('[part~="message"]')!
    expect(message.querySelector('strong')?.textContent).to.equal('cookies')
    expect(message.querySelector('a')?.getAttribute('href')).to.equal(new URL('/privacy', page.window.location.href).href)
  })

  it('reads a video slide\'s embed markup and offers its player', async () => {
    await waitFor(() => shadow('videos').querySelector('[part~="video-play"]'), 'the play button of the video slide')
    expect(shadow('videos').querySelector('[part~="video-message"]')).to.equal(null)
  })

  it('opens the lightbox with its styles adopted, not in a <style> element', async () => {
    const gallery = page.document.getElementById('gallery') as HTMLElement & { openLightbox(index: number): void; closeLightbox(): void }
    gallery.openLightbox(0)
    await waitFor(() => shadow('gallery').querySelector<HTMLDialogElement>('dialog.lightbox')?.open, 'the lightbox')
    const dialog = shadow('gallery').querySelector('dialog.lightbox')!
    expect(page.window.getComputedStyle(dialog).position).to.equal('fixed')
    expect(shadow('gallery').querySelector('style')).to.equal(null)
    expect(shadow('gallery').querySelector('.lightbox-caption em')?.textContent).to.equal('harbour')
    gallery.closeLightbox()
    await waitFor(() => !shadow('gallery').querySelector('dialog.lightbox'), 'the lightbox to close')
    expect(page.window.cspViolations).to.deep.equal([])
  })

  it('shows the form\'s post-submit HTML after a success', async () => {
    answerFormCalls(page)
    const form = page.document.getElementById('form')!
    fill(shadow('form').getElementById('field-0') as HTMLInputElement, 'jane@example.com')
    const outcome = new Promise<string>((resolve) => {
      form.addEventListener('ss-success', () => resolve('ss-success'), { once: true })
      form.addEventListener('ss-failure', () => resolve('ss-failure'), { once: true })
      form.addEventListener('ss-error', () => resolve('ss-error'), { once: true })
    })
    shadow('form').querySelector<HTMLButtonElement>('[part~="submit"]')!.click()
    expect(await outcome).to.equal('ss-success')
    await waitFor(() => shadow('form').querySelector('.post-submit .thanks'), 'the post-submit HTML')
    const content = shadow('form').querySelector('.post-submit')!
    expect(content.querySelector('.thanks em')?.textContent).to.equal('soon')
    expect(page.window.cspViolations).to.deep.equal([])
  })

  it('runs a consent-gated script, through the policy, once the visitor accepts', async () => {
    const win = page.window as typeof page.window & { gatedScriptRan?: boolean }
    expect(win.gatedScriptRan).to.equal(undefined)
    ;(page.document.getElementById('consent') as HTMLElement & { accept(): void }).accept()
    await waitFor(() => win.gatedScriptRan, 'the gated script to run')
    expect(page.window.cspViolations).to.deep.equal([])
  })

  it('is a page where the browser enforces Trusted Types, when it has them', function () {
    if (!('trustedTypes' in page.window)) this.skip()
    expect(() => (page.document.createElement('div').innerHTML = '<b>x</b>')).to.throw().with.property('name', 'TypeError')
  })
})
