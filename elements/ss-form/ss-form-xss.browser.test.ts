import { expect } from '@esm-bundle/chai'
import './index.ts'
import type { SsForm } from './element.ts'
import {
  control,
  fieldError,
  fill,
  fillRequired,
  formError,
  formTestPage,
  jsonReply,
  shadow,
  storedSubmissions,
  submitButton,
} from './test-helpers.test.ts'
import { nextFrame, waitForEvent } from '../../test/helpers/events.ts'
import { waitFor } from '../../test/helpers/wait.ts'

declare global {
  interface Window {
    xssRan?: string[]
  }
}

/** Each payload records its name in window.xssRan if it ever runs. */
const run = (name: string) => `(window.xssRan=(window.xssRan||[])).concat('${name}')`

const POST_SUBMIT_VECTORS = [
  `<p>Thanks for writing.</p>`,
  `<img src="x-missing.png" onerror="${run('img onerror')}">`,
  `<script>${run('script')}</script>`,
  `<svg><script>${run('svg script')}</script></svg>`,
  `<svg onload="${run('svg onload')}"></svg>`,
  `<a href="javascript:${run('javascript link')}" id="js-link">link</a>`,
  `<iframe srcdoc="<script>parent.${run('iframe srcdoc')}</script>"></iframe>`,
  `<details open ontoggle="${run('details ontoggle')}"><summary>x</summary></details>`,
  `<input autofocus onfocus="${run('autofocus')}">`,
  `<object data="javascript:${run('object data')}"></object>`,
  `<form action="javascript:${run('form action')}"><button id="js-submit">go</button></form>`,
  `<math><mtext><table><mglyph><style><img src="x-missing.png" onerror="${run('mxss math')}">`,
  `<noscript><p title="</noscript><img src=x-missing.png onerror=${run('mxss noscript')}>"></p></noscript>`,
  `<div style="background:url(javascript:${run('css url')})">styled</div>`,
].join('\n')

const page = formTestPage()

/** Lets whatever a payload could trigger happen: images fail to load, frames render, events fire. */
async function letPayloadsRun(root: ParentNode): Promise<void> {
  await waitFor(() => Array.from(root.querySelectorAll('img')).every((img) => img.complete), 'images to settle')
  await nextFrame()
  await new Promise((resolve) => setTimeout(resolve, 0))
}

describe('<ss-form> against hostile input', () => {
  it('runs nothing from the post-submit HTML, and keeps its harmless parts', async () => {
    const element = await page.contactForm({ postSubmitHtml: POST_SUBMIT_VECTORS })
    fillRequired(element, 'xss post-submit')
    const success = waitForEvent(element, 'ss-success', 10_000)
    submitButton(element).click()
    await success

    const content = shadow(element).querySelector('.post-submit')!
    await letPayloadsRun(content)
    content.querySelector<HTMLElement>('#js-link')?.click()
    content.querySelector<HTMLElement>('#js-submit')?.click()
    await letPayloadsRun(content)

    expect(window.xssRan).to.equal(undefined)
    expect(content.querySelector('script, iframe, object, svg, math, form, input, button, [onerror], [onload], [ontoggle], [onfocus]')).to.equal(null)
    expect(content.querySelector('a')?.getAttribute('href') ?? null).to.equal(null)
    expect(content.textContent).to.contain('Thanks for writing.')
  })

  it('shows field labels, options, descriptions and the submission text as text, never as markup', async () => {
    const payload = `<img src="x-missing.png" onerror="${run('label')}">`
    const element = await page.mount<SsForm>('ss-form', {
      formId: 'contact',
      submissionText: payload,
      fields: [
        { id: 'a', type: 'text', label: payload, description: payload },
        { id: 'b', type: 'select', label: 'Pick', options: [payload] },
        { id: 'c', type: 'checkbox', label: 'Tick', options: [payload] },
        { id: 'd', type: 'section', label: payload },
      ],
    })
    await letPayloadsRun(shadow(element))

    expect(shadow(element).querySelector('img')).to.equal(null)
    expect(shadow(element).querySelector('label')!.textContent).to.contain(payload)
    expect(window.xssRan).to.equal(undefined)
  })

  it('shows error texts from the server as text', async () => {
    const payload = `<img src="x-missing.png" onerror="${run('server error')}">`
    page.route({ save: jsonReply(400, { error: payload, errors: { email: payload } }) })
    const element = await page.contactForm()
    fillRequired(element, 'xss errors')
    const failure = waitForEvent(element, 'ss-failure', 10_000)
    submitButton(element).click()
    await failure
    await letPayloadsRun(shadow(element))

    expect(formError(element)).to.equal(payload)
    expect(fieldError(element, 2)).to.equal(payload)
    expect(shadow(element).querySelector('img')).to.equal(null)
    expect(window.xssRan).to.equal(undefined)
  })

  it('sends script typed into fields as plain text, which the server stores as it is', async () => {
    const payload = `"><img src="x-missing.png" onerror="${run('field value')}"><script>${run('field script')}</script>`
    const element = await page.contactForm()
    fillRequired(element, 'xss values')
    fill(control(element, 5), payload)
    fill(control<HTMLTextAreaElement>(element, 18), `xss values ${payload}`)
    const success = waitForEvent<CustomEvent>(element, 'ss-success', 10_000)
    submitButton(element).click()

    expect((await success).detail.form.company).to.equal(payload)
    const stored = (await storedSubmissions('contact')).find((submission) => submission.form['message'] === `xss values ${payload}`)
    expect(stored?.form['company']).to.equal(payload)
    await letPayloadsRun(shadow(element))
    expect(window.xssRan).to.equal(undefined)
  })
})
