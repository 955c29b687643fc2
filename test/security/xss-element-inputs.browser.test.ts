import { expect } from '@esm-bundle/chai'
import '../../elements/ss-audio/index.ts'
import '../../elements/ss-cart-link/index.ts'
import '../../elements/ss-comments/index.ts'
import '../../elements/ss-donation-button/index.ts'
import '../../elements/ss-image/index.ts'
import '../../elements/ss-lock-screen/index.ts'
import '../../elements/ss-map/index.ts'
import '../../elements/ss-menu/index.ts'
import '../../elements/ss-mobile-info-bar/index.ts'
import '../../elements/ss-search/index.ts'
import '../../elements/ss-share/index.ts'
import '../../elements/ss-tooltip/index.ts'
import '../../elements/ss-video/index.ts'
import { HOSTILE_URLS, XSS_VECTORS } from '../fixtures/xss/index.ts'
import { waitFor } from '../helpers/wait.ts'
import { drawn, hostileUrls, protocolOf, scriptableNodes, shadowRoots } from './security-pages.ts'
import { letVectorsRun, recordExecutions } from './xss-recorder.ts'

// The hostile addresses matter where an input is an address; elsewhere they are text like any other.
const INPUTS = [...XSS_VECTORS, ...HOSTILE_URLS]
const BATCH = 64
const batches = Array.from({ length: Math.ceil(INPUTS.length / BATCH) }, (_, i) => INPUTS.slice(i * BATCH, (i + 1) * BATCH))

/** An element with these attributes and children; the vectors go in as attribute values, text or JSON. */
function make(tag: string, attributes: Record<string, string>, ...children: (Node | string)[]): HTMLElement {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  element.append(...children)
  return element
}

/** One input of an element that takes text or an address from the page's author (or whoever writes block data). */
interface Sink {
  input: string
  /** One element with `vector` as that input. */
  build(vector: string): HTMLElement
  /** Light-DOM nodes whose addresses the element itself writes, checked as its shadow root's are. */
  written?: string
  /** Whether the element has done all it will with its input, when that comes later than its drawing. */
  done?(element: HTMLElement): boolean
  /** What a visitor does to reach whatever the input turned into. */
  use?(element: HTMLElement): void
  /** What the element must show of `vector`, once drawn without error. */
  shows?(element: HTMLElement, vector: string): void
}

const shadowText = (element: HTMLElement, selector: string) => element.shadowRoot!.querySelector(selector)?.textContent?.trim()

const SINKS: Sink[] = [
  {
    input: "a tooltip's content",
    build: (vector) => make('ss-tooltip', { content: vector }, make('button', { type: 'button' }, 'Save')),
    shows: (element, vector) => expect(element.querySelector('[role=tooltip]')?.textContent).to.equal(vector),
  },
  {
    input: "a share block's address, title and image",
    build: (vector) => make('ss-share', { url: vector, 'share-title': vector, image: vector, networks: 'facebook x pinterest reddit whatsapp email' }),
    shows: (element) => {
      const shared = new URL(element.shadowRoot!.querySelector<HTMLAnchorElement>('a[href*="facebook.com"]')!.href).searchParams.get('u')!
      expect(new URL(shared).protocol).to.match(/^https?:$/)
    },
  },
  {
    input: "a comments link's item address, item id and label",
    build: (vector) => make('ss-comments', { 'item-url': vector, 'item-id': vector, label: vector }),
    written: 'a',
    shows: (element, vector) => expect(element.querySelector('a')?.textContent).to.equal(vector),
  },
  {
    input: "a search box's label, placeholder and button text",
    build: (vector) => make('ss-search', { label: vector, placeholder: vector, 'button-text': vector }),
    shows: (element, vector) => {
      expect(element.shadowRoot!.querySelector<HTMLInputElement>('[part~="input"]')?.placeholder).to.equal(vector)
      expect(shadowText(element, '[part~="button"]')).to.equal(vector.trim())
    },
  },
  {
    input: "a menu's label and section title",
    build: (vector) => make('ss-menu', { label: vector }, make('section', { 'data-title': vector }, make('p', {}, 'Soup of the day'))),
    shows: (element, vector) => expect(element.shadowRoot!.querySelector('[role=tab]')?.textContent).to.equal(vector),
  },
  {
    input: "a donation button's donate page id",
    build: (vector) => make('ss-donation-button', { 'donate-page-id': vector }, 'Donate'),
    shows: (element, vector) => {
      const link = new URL(element.shadowRoot!.querySelector<HTMLAnchorElement>('[part~="button"]')!.href)
      expect([link.origin, link.pathname, link.searchParams.get('donatePageId')]).to.deep.equal([location.origin, '/checkout/donate', vector.trim()])
    },
  },
  {
    input: "a lock screen's path",
    build: (vector) => make('ss-lock-screen', { kind: 'locked', path: `/${vector}` }, make('p', {}, 'Enter the password.')),
  },
  {
    input: "a video's embed markup (data-html)",
    build: (vector) => make('ss-video', { 'provider-name': 'YouTube', 'data-html': vector }, make('img', { alt: '' })),
    use: (element) => element.shadowRoot!.querySelector<HTMLButtonElement>('[part=play]')?.click(),
  },
  {
    input: "a map's address",
    build: (vector) => {
      const location = { addressTitle: vector, addressLine1: vector, addressLine2: vector, addressCountry: vector }
      return make('ss-map', { 'data-block-json': JSON.stringify({ location }) })
    },
  },
  {
    input: "an audio player's source and title",
    build: (vector) => make('ss-audio', {}, make('audio', { src: vector, title: vector, preload: 'none' })),
    shows: (element, vector) => expect(element.shadowRoot!.querySelector('[part~="base"]')?.getAttribute('aria-label')).to.equal(vector || 'Audio'),
  },
  {
    input: "an image block's data-src",
    build: (vector) => make('ss-image', { eager: '' }, make('img', { 'data-src': vector, 'data-image-dimensions': '100x100', alt: '' })),
    written: 'img',
    // The images load in turn, in the page's order: once every web address has been written, so would any other.
    // (An address is read trimmed of any white space, U+2028 included, which the URL parser alone would keep.)
    done: (element) => {
      const image = element.querySelector('img')!
      const source = image.dataset.src!.trim()
      return image.hasAttribute('src') || source === '' || !/^https?:$/.test(protocolOf(source))
    },
  },
  {
    input: "a cart link's address and text",
    build: (vector) => make('ss-cart-link', {}, make('a', { href: vector }, vector)),
  },
  {
    input: "a mobile info bar's phone, email, address and text",
    build: (vector) => make('ss-mobile-info-bar', { 'data-block-json': JSON.stringify({ phone: vector, email: vector, address: vector, hours: vector, text: vector }) }),
  },
]

describe(`the elements' text and address inputs against ${XSS_VECTORS.length} XSS vectors (DOMPurify's fixtures, the OWASP cheat sheet) and ${HOSTILE_URLS.length} hostile addresses`, () => {
  let recorder: ReturnType<typeof recordExecutions>
  let container: HTMLElement | undefined
  beforeEach(() => (recorder = recordExecutions()))
  afterEach(() => {
    recorder.restore()
    container?.remove()
  })

  for (const sink of SINKS) {
    batches.forEach((vectors, batch) => {
      it(`runs nothing and links nowhere hostile: vectors ${batch * BATCH + 1}-${batch * BATCH + vectors.length} as ${sink.input}`, async () => {
        container = make('div', {}, ...vectors.map((vector) => sink.build(vector)))
        document.body.append(container)
        const elements = await drawn(container, 20_000)
        await waitFor(() => elements.every((element) => sink.done?.(element) ?? true), `every element to be done with ${sink.input}`)
        for (const element of elements) sink.use?.(element)
        await letVectorsRun(container)

        expect(recorder.executed).to.deep.equal([])
        expect(scriptableNodes(container)).to.deep.equal([])
        const written = sink.written ? Array.from(container.querySelectorAll(sink.written)) : []
        const drawnNodes = shadowRoots(container).flatMap((shadow) => Array.from(shadow.querySelectorAll('*')))
        expect(hostileUrls([...drawnNodes, ...written])).to.deep.equal([])
        vectors.forEach((vector, i) => {
          if (!elements[i]!.hasAttribute('data-ss-error')) sink.shows?.(elements[i]!, vector)
        })
      })
    })
  }
})
