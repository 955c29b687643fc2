import { expect } from '@esm-bundle/chai'
import { XSS_VECTORS } from '../fixtures/xss/index.ts'
import { waitFor } from '../helpers/wait.ts'
import { elementsDrawn, openProbedPage, scriptableNodesOf, shadowRoots } from './security-pages.ts'
import { letVectorsRun, recordExecutions, stopsThePage } from './xss-recorder.ts'

/** An element whose light DOM is author markup it shows: each vector goes in as one item of it. */
interface Host {
  input: string
  tag: string
  attributes?: Record<string, string>
  item: string
  itemAttributes?(vector: string): Record<string, string>
}

const titled = (vector: string) => ({ 'data-title': vector })

const HOSTS: Host[] = [
  { input: "an announcement bar's text and links", tag: 'ss-announcement-bar', item: 'p' },
  { input: "a popup's content", tag: 'ss-popup', attributes: { forced: '' }, item: 'div' },
  { input: "a dialog's message", tag: 'ss-dialog', attributes: { heading: 'Remove the item?' }, item: 'p' },
  { input: "a badge's link", tag: 'ss-badge', attributes: { 'ss-badge-type': 'black' }, item: 'span' },
  { input: "a marquee's items", tag: 'ss-marquee', item: 'span' },
  {
    input: "a product price's fallback",
    tag: 'ss-product-price',
    attributes: { 'data-block-json': '{"productType": "physical", "variants": [{"price": 2800}]}' },
    item: 'span',
  },
  { input: "a donation button's text", tag: 'ss-donation-button', attributes: { 'donate-page-id': 'fund' }, item: 'span' },
  { input: "a lock screen's message", tag: 'ss-lock-screen', attributes: { kind: 'members' }, item: 'p' },
  { input: "a menu's sections and their titles", tag: 'ss-menu', attributes: { label: 'Menu' }, item: 'section', itemAttributes: titled },
  { input: "a pricing toggle's views and their titles", tag: 'ss-pricing-toggle', item: 'section', itemAttributes: titled },
  { input: "a map's address", tag: 'ss-map', item: 'p' },
  { input: 'a scaled text', tag: 'ss-scaled-text', item: 'span' },
]

/** The page context of a signed-in member, to whom the pricing toggle shows its views. */
const MEMBER_CONTEXT = '<script type="application/json" id="ss-context">{"authenticatedAccount": {"id": "member"}}</script>'

const markupOf = ({ tag, attributes = {} }: { tag: string; attributes?: Record<string, string> }) =>
  `<${tag}${Object.entries(attributes)
    .map(([name, value]) => ` ${name}='${value}'`)
    .join('')}></${tag}>`

/**
 * Hovers, focuses, clicks and presses Enter on every element of every shadow root under `root`, but follows no
 * link: whatever the element drew from its light DOM is used as a visitor would.
 */
function useEveryShadowNode(root: ParentNode, win: Window & typeof globalThis): void {
  for (const shadow of shadowRoots(root)) {
    for (const node of shadow.querySelectorAll('*')) {
      const types = node.matches('a[href]') ? ['mouseover', 'focusin'] : ['mouseover', 'focusin', 'click']
      for (const type of types) node.dispatchEvent(new win.MouseEvent(type, { bubbles: true, composed: true }))
      node.dispatchEvent(new win.KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }))
    }
  }
}

describe(`the elements' light-DOM content against ${XSS_VECTORS.length} XSS vectors (DOMPurify's fixtures, the OWASP cheat sheet)`, () => {
  it(`adds no run to what the page's own markup runs, and keeps an embed's markup in its sandboxed frame: ${HOSTS.map((host) => host.input).join(', ')}`, async function () {
    this.timeout(60_000)
    // The content is the page's markup: whatever runs there runs with or without the elements. So it is put in
    // the page first, and only what runs once the elements have drawn and been used counts. Vectors that would
    // stop the page itself, whatever its scripts, are left out; the embed gets all of them, in its inert template.
    const vectors = XSS_VECTORS.filter((vector) => !stopsThePage(vector))
    expect(vectors.length).to.be.greaterThan(200)
    const embed = { tag: 'ss-embed', attributes: { label: 'Widget' } }
    const page = await openProbedPage(MEMBER_CONTEXT + [...HOSTS, embed].map(markupOf).join(''), { library: false })
    try {
      const recorder = recordExecutions(page.window)
      const doc = page.document
      for (const host of HOSTS) {
        const element = doc.querySelector(host.tag)!
        for (const vector of vectors) {
          const item = doc.createElement(host.item)
          for (const [name, value] of Object.entries(host.itemAttributes?.(vector) ?? {})) item.setAttribute(name, value)
          item.innerHTML = vector
          element.append(item)
        }
      }
      const template = doc.createElement('template')
      template.innerHTML = XSS_VECTORS.map((vector) => `<div>${vector}</div>`).join('')
      doc.querySelector('ss-embed')!.append(template)
      await waitFor(() => Array.from(doc.images, (image) => image.complete).every(Boolean), "the content's images to settle")
      await new Promise((resolve) => setTimeout(resolve, 200))
      const ranWithoutElements = recorder.executed.length
      const scriptableWithoutElements = scriptableNodesOf(doc.body)

      const script = doc.createElement('script')
      script.type = 'module'
      script.src = '/dist/ss-elements.js'
      doc.head.append(script)
      const elements = await elementsDrawn(page)
      expect(elements.filter((element) => element.hasAttribute('data-ss-error')).map((element) => element.localName)).to.deep.equal([])
      ;(doc.querySelector('ss-dialog') as HTMLElement & { show(): void }).show()
      await waitFor(() => doc.querySelector('ss-dialog')!.shadowRoot!.querySelector('dialog'), 'the dialog to show')
      useEveryShadowNode(doc, page.window)
      await letVectorsRun(doc)

      // A late event of the page's own markup (a `<video><source onerror>` still selecting its source) is not
      // the elements' doing.
      expect(recorder.executed.slice(ranWithoutElements).filter((run) => !run.byPageMarkup)).to.deep.equal([])
      // Nothing of the content was copied with its handlers or script addresses, in a shadow root or beside it.
      const embedShadow = doc.querySelector('ss-embed')!.shadowRoot!
      expect(shadowRoots(doc).filter((shadow) => shadow !== embedShadow).flatMap(scriptableNodesOf)).to.deep.equal([])
      expect(scriptableNodesOf(doc.body)).to.deep.equal(scriptableWithoutElements)
      expect(doc.querySelectorAll('ss-marquee [data-ss-clone]').length, "the marquee's copies of its items").to.be.greaterThan(0)
      const tabTitles = (tag: string) => Array.from(doc.querySelector(tag)!.shadowRoot!.querySelectorAll('[role=tab]'), (tab) => tab.textContent!.trim())
      const titles = vectors.map((vector) => vector.trim())
      expect(tabTitles('ss-menu'), "the menu's titles, as text").to.deep.equal(titles)
      expect(tabTitles('ss-pricing-toggle'), "the pricing toggle's titles, as text").to.deep.equal(titles.slice(0, 2))
      // The embed's markup runs only in a frame of an opaque origin: scripts, and nothing else.
      expect(Array.from(embedShadow.querySelectorAll('*'), (node) => `${node.localName} ${node.getAttribute('sandbox')}`)).to.deep.equal(['iframe allow-scripts'])
    } finally {
      page.close()
    }
  })
})
