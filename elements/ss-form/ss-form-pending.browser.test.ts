import { expect } from '@esm-bundle/chai'
import './index.ts'
import '../ss-newsletter/index.ts'
import { newsletterPendingStyles } from '../ss-newsletter/pending.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { formPendingProperties, formPendingStyles } from './pending.ts'

const PENDING_STYLES: Record<string, string> = { 'ss-form': formPendingStyles, 'ss-newsletter': newsletterPendingStyles }
const TAGS = Object.keys(PENDING_STYLES)
/** Sub-pixel rounding of lines and borders; anything more is a shift a visitor sees. */
const TOLERANCE_PX = 2

/** The examples of an element's demo page, as the demo site shows them. */
async function demoExamples(tag: string): Promise<HTMLElement[]> {
  const html = await (await fetch(`/elements/${tag}/demo.html`)).text()
  return [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll<HTMLElement>('section.example')]
}

const blockSize = (element: Element) => element.getBoundingClientRect().height

/** The example's forms before any script runs: only the page's own CSS gives them a height. */
async function heightsBeforeTheScript(example: HTMLElement, width: number): Promise<number[]> {
  const frame = document.createElement('iframe')
  frame.style.cssText = `inline-size: ${width}px; block-size: 10px; border: 0`
  frame.srcdoc = `<!doctype html><body style="margin: 0">${example.outerHTML}</body>`
  document.body.append(frame)
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }))
  const forms = [...frame.contentDocument!.querySelectorAll(TAGS.join(','))]
  const heights = forms.map(blockSize)
  frame.remove()
  return heights
}

/** A stand-in for the element while its implementation loads: the shadow root's slot with the pending stylesheet. */
function pendingStandIn(form: Element): HTMLElement {
  const standIn = document.createElement('div')
  standIn.setAttribute('data-block-json', form.getAttribute('data-block-json') ?? '')
  for (const [name, value] of Object.entries(formPendingProperties(standIn))) standIn.style.setProperty(name, value)
  const root = standIn.attachShadow({ mode: 'open' })
  root.innerHTML = `<style>${PENDING_STYLES[form.localName]}</style><slot></slot>`
  return standIn
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

/** The height once the form has rendered and kept its height for a few frames (the newsletter's class follows a resize). */
async function renderedHeight(form: Element): Promise<number> {
  await waitFor(() => form.shadowRoot?.querySelector('.submit'), `<${form.localName}> to render`)
  const firstRender = blockSize(form)
  for (let frame = 0; frame < 3; frame++) await nextFrame()
  expect(blockSize(form), `<${form.localName}> keeps the height of its first render`).to.equal(firstRender)
  return firstRender
}

for (const width of [1280, 390]) {
  describe(`the height a form reserves before it renders, in a ${width} px wide page`, () => {
    let container: HTMLElement

    // The page's width rather than the window's: WebKit's window cannot be made as narrow as a phone's.
    beforeEach(() => {
      container = document.createElement('main')
      container.style.cssText = `display: block; box-sizing: border-box; inline-size: ${width}px; padding: 1rem; font: 16px/1.55 system-ui, sans-serif`
      document.body.append(container)
    })
    afterEach(() => container.remove())

    for (const tag of TAGS) {
      it(`matches the rendered height for every <${tag}> of its demo page, before the script and while it loads`, async () => {
        const examples = await demoExamples(tag)
        expect(examples).not.to.be.empty
        for (const example of examples) {
          const title = example.dataset.title
          const contentWidth = width - 2 * 16
          const beforeScript = await heightsBeforeTheScript(example, contentWidth)
          container.replaceChildren(document.importNode(example, true))
          const forms = [...container.querySelectorAll(TAGS.join(','))]
          const pending = forms.map((form) => {
            const standIn = pendingStandIn(form)
            form.before(standIn)
            const height = blockSize(standIn)
            standIn.remove()
            return height
          })
          const after = await Promise.all(forms.map(renderedHeight))

          after.forEach((height, i) => {
            expect(height, `${title}: rendered`).to.be.above(100)
            expect(Math.abs(pending[i]! - height), `${title}: reserved while loading ${pending[i]} px, rendered ${height} px`).to.be.at.most(TOLERANCE_PX)
            expect(Math.abs(beforeScript[i]! - height), `${title}: reserved by the page CSS ${beforeScript[i]} px, rendered ${height} px`).to.be.at.most(TOLERANCE_PX)
          })
        }
      })
    }
  })
}
